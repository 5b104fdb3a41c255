/** The meal script's stage rules: shopping → preparing → cooking → serving → eating → clearing up. */
import { MEAL_STAGE } from './stages.js';
import type { StageRule } from './types.js';

export const MEAL_RULES: StageRule[] = [
  {
    script: 'meal',
    stage: MEAL_STAGE.shopping,
    keys: "shop shops supermarket market butcher's baker's greengrocer's ingredients groceries",
    pattern:
      /\b(?:stopped|went|popped|called)\s+(?:in\s+)?(?:at|to|into)\s+the\s+(?:shop|shops|supermarket|market|butcher's|baker's|greengrocer's|corner\s+shop)\b|\bbought\s+(?:some\s+)?(?:ingredients|groceries)\b/gi,
  },
  {
    script: 'meal',
    stage: MEAL_STAGE.preparing,
    keys: 'chopped chopping peeled peeling sliced slicing diced dicing grated grating marinated',
    pattern: /\b(?:chopped|chopping|peeled|peeling|sliced|slicing|diced|dicing|grated|grating|marinated)\b/gi,
  },
  {
    script: 'meal',
    stage: MEAL_STAGE.cooking,
    keys: 'fried frying boiled boiling boil simmered simmering softened roasted roasting baked baking browned oven added',
    pattern:
      /\b(?:fried|frying|boiled|boiling|came\s+to\s+the\s+boil|simmered|simmering|softened|roasted|roasting|baked|baking|browned|(?:in|into)\s+the\s+oven|added\s+the\s+\w+)\b/gi,
  },
  {
    script: 'meal',
    stage: MEAL_STAGE.serving,
    keys: 'drained served dished plated table',
    pattern:
      /\b(?:drained|(?:was|were)\s+served|served\s+up|dished\s+up|plated\s+up|(?:laid|set)\s+the\s+table)\b/gi,
  },
  {
    script: 'meal',
    stage: MEAL_STAGE.eating,
    keys: 'ate eat eats eating tucked',
    pattern: /\b(?:ate|eat|eats|eating|tucked\s+in)\b/gi,
  },
  {
    script: 'meal',
    stage: MEAL_STAGE.clearingUp,
    keys: 'washing-up washing washed dishes cleared dishwasher',
    pattern:
      /\b(?:washing[-\s]up|washed\s+up|did\s+the\s+dishes|cleared\s+(?:the\s+table|away)|loaded\s+the\s+dishwasher)\b/gi,
  },
];
