/** What the in-browser bench pages time with. */

/** Resolves just after the next frame is painted. */
export const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Resolves as soon as `selector` matches in the container (a polling timer would add its own delay to the figure). */
export function committed(container: HTMLElement, selector: string): Promise<void> {
  if (container.querySelector(selector)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!container.querySelector(selector)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
}
