/**
 * Spec §2: on service-detail pages the Book Now button inside the page content is removed (the
 * page shows its own). The paragraph that held only the button goes with it.
 */
export function removeBookNowButtons(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const button of document.body.querySelectorAll(
    'a.btn-orange[href="/book-now"], a.btn-orange[href="/fr/book-now"]',
  )) {
    const parent = button.parentElement;
    button.remove();
    if (
      parent &&
      parent !== document.body &&
      parent.textContent?.trim() === '' &&
      parent.children.length === 0
    ) {
      parent.remove();
    }
  }
  return document.body.innerHTML;
}
