import { endorsedSkillSchema, type EndorsedSkill } from '@shared/endorsements';
import { z } from '@shared/zod';
import samples from './sample-endorsements.json';

/**
 * SAMPLE DATA, not real endorsements. The product shows a built-in list whenever the server has
 * nothing to show (an error, a 401 or an empty list), so the panel never sits empty. The counts
 * are the product's (27, 22, 19, 18, 15, 14); the skills are the home page's technical skills; the
 * endorsers are invented people, so none of them carries a profile link. The list is data, read
 * through the same schema as the server's answer.
 */
export const SAMPLE_ENDORSEMENTS: readonly EndorsedSkill[] = z
  .array(endorsedSkillSchema)
  .parse(samples);
