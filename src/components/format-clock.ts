/** "09:00" → "9:00AM", "17:30" → "5:30PM": times of day as the job board writes them. */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')}${hours < 12 || hours === 24 ? 'AM' : 'PM'}`;
}
