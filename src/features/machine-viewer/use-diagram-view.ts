/**
 * Zoom and pan for the diagram, by mouse (wheel, drag), touch (pinch, drag) and keyboard (+, −,
 * arrows, 0 to fit); the buttons call the same functions. A drag that moved is not a click, so
 * dragging across a state does not select it.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import {
  diagramPoint,
  fitView,
  panView,
  unitsPerPixel,
  zoomOf,
  zoomView,
  type Size,
  type View,
} from './diagram-view.ts';

/** Each press of + or − (or of the buttons) zooms by this much. */
const zoomStep = 1.25;
/** An arrow key pans a tenth of what is shown. */
const panShare = 0.1;
/** Pixels a pointer moves before a press becomes a drag. */
const dragThreshold = 4;

type Point = { x: number; y: number };

function boxOf(element: Element | null): DOMRect | null {
  return element?.getBoundingClientRect() ?? null;
}

export function useDiagramView(diagram: Size) {
  const [view, setView] = useState<View>(() => fitView(diagram));
  const svgRef = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const moved = useRef(0);
  const dragged = useRef(false);

  // A new diagram (another machine) opens whole.
  useEffect(() => setView(fitView(diagram)), [diagram]);

  const zoomBy = useCallback(
    (factor: number, screen?: Point) => {
      setView((current) => {
        const box = boxOf(svgRef.current);
        const at =
          screen && box
            ? diagramPoint(current, box, { x: screen.x - box.left, y: screen.y - box.top })
            : undefined;
        return zoomView(current, diagram, factor, at);
      });
    },
    [diagram],
  );

  const panPixels = useCallback((dx: number, dy: number) => {
    setView((current) => {
      const box = boxOf(svgRef.current);
      const scale = box ? unitsPerPixel(current, box) : 1;
      return panView(current, dx * scale, dy * scale);
    });
  }, []);

  // React's wheel listener is passive, so the page would scroll as well: a native one zooms.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomBy(Math.exp(-event.deltaY * 0.002), { x: event.clientX, y: event.clientY });
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      moved.current = 0;
      dragged.current = false;
    }
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const next = { x: event.clientX, y: event.clientY };
    if (pointers.current.size >= 2) {
      // Pinch: the change in distance between the two fingers zooms around their midpoint.
      const [a, b] = [...pointers.current.entries()].map(([id, point]) =>
        id === event.pointerId ? next : point,
      );
      const [oldA, oldB] = [...pointers.current.values()];
      if (a && b && oldA && oldB) {
        const before = Math.hypot(oldA.x - oldB.x, oldA.y - oldB.y);
        const after = Math.hypot(a.x - b.x, a.y - b.y);
        if (before > 0) zoomBy(after / before, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      }
      dragged.current = true;
    } else {
      moved.current += Math.hypot(next.x - last.x, next.y - last.y);
      if (moved.current > dragThreshold) {
        if (!dragged.current) event.currentTarget.setPointerCapture?.(event.pointerId);
        dragged.current = true;
        panPixels(last.x - next.x, last.y - next.y);
      }
    }
    pointers.current.set(event.pointerId, next);
  };

  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  };

  /** A drag ends in a click on whatever is under the pointer: it is swallowed. */
  const onClickCapture = (event: MouseEvent) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.stopPropagation();
    event.preventDefault();
  };

  /** Brings a box (a state) into view when it is outside, keeping the zoom. */
  const reveal = useCallback((box: View) => {
    setView((current) => {
      const inside =
        box.x >= current.x &&
        box.y >= current.y &&
        box.x + box.width <= current.x + current.width &&
        box.y + box.height <= current.y + current.height;
      if (inside) return current;
      return {
        ...current,
        x: box.x + box.width / 2 - current.width / 2,
        y: box.y + box.height / 2 - current.height / 2,
      };
    });
  }, []);

  const zoomIn = () => zoomBy(zoomStep);
  const zoomOut = () => zoomBy(1 / zoomStep);
  const fit = () => setView(fitView(diagram));

  const onKeyDown = (event: KeyboardEvent) => {
    const box = boxOf(svgRef.current);
    const step = { x: (box?.width || 400) * panShare, y: (box?.height || 300) * panShare };
    const actions: Record<string, () => void> = {
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      _: zoomOut,
      '0': fit,
      ArrowLeft: () => panPixels(-step.x, 0),
      ArrowRight: () => panPixels(step.x, 0),
      ArrowUp: () => panPixels(0, -step.y),
      ArrowDown: () => panPixels(0, step.y),
    };
    const action = actions[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  return {
    view,
    zoom: zoomOf(view, diagram),
    svgRef,
    zoomIn,
    zoomOut,
    fit,
    reveal,
    onKeyDown,
    svgHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClickCapture,
    },
  };
}
