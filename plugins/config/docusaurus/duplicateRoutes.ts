// Docusaurus's `onDuplicateRoutes` ('ignore' | 'log' | 'warn' | 'throw', 'warn' by default): what
// two sources of one route are. The route table keeps one of them either way (plugins/loadSite.ts
// warns, naming both files); this applies the site's level to those warnings: dropped, kept (a
// 'log' is a warning here, as the broken-link levels are), or one error listing them all.
import { BuildError, type Diagnostic } from '../../diagnostics.js';

export type DuplicateRoutesLevel = 'ignore' | 'log' | 'warn' | 'throw';

/** The warnings after the level is applied; throws for 'throw' when there is a duplicate. */
export function applyDuplicateRoutesLevel(
  warnings: Diagnostic[],
  level: DuplicateRoutesLevel = 'warn',
): Diagnostic[] {
  if (level === 'warn' || level === 'log') return warnings;
  const duplicates = warnings.filter((w) => w.kind === 'duplicate route');
  if (!duplicates.length) return warnings;
  if (level === 'ignore') return warnings.filter((w) => w.kind !== 'duplicate route');
  throw new BuildError(
    duplicates.map((d) => ({
      ...d,
      severity: 'error' as const,
      hint: `${d.hint ?? 'give one of them another path'}; or set onDuplicateRoutes to 'warn' in the config`,
    })),
  );
}
