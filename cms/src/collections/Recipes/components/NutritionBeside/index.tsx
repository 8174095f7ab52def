'use client';

import { LiveNutrition } from '../LiveNutrition';
import './index.scss';

/**
 * The live nutrition in the recipe's document sidebar, beside the lines table: the panel as it
 * is, set tighter to the sidebar's width.
 */
export function NutritionBeside() {
  return (
    <div className="nutrition-beside">
      <LiveNutrition />
    </div>
  );
}
