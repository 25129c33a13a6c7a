// How long a collapse/expand animation lasts: longer for taller content, 1 ms (not 0, so
// transitionend still fires) when the visitor prefers reduced motion.
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}
