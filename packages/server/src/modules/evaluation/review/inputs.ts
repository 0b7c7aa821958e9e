import type { Db } from '../../../db/client.js';
import type { ModuleContext } from '../../../platform/module.js';
import { reviewInputs, type ReviewInputSection } from '../../../platform/review-inputs.js';
import { optionalService } from '../../../platform/services.js';
import { evaluationInputs } from './own-inputs.js';

/**
 * A review's inputs over its period: every running area's section(s), in the modules' order. An area that
 * offers none (or is disabled) contributes nothing, so a company without suppliers still reviews. The
 * evaluation module's own sections (objectives, masters' reviews) come last.
 */
export async function gatherInputs(context: ModuleContext, db: Db, period: { from: string; to: string }): Promise<ReviewInputSection[]> {
  const sections: ReviewInputSection[] = [];
  for (const manifest of context.registry.manifests()) {
    const source = optionalService(reviewInputs(manifest.name));
    if (source) sections.push(...(await source.collect(db, period)));
  }
  return [...sections, ...(await evaluationInputs(db, period))];
}
