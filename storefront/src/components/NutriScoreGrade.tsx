import type { PublicNutriScore } from '@nutrimenu/core/contract';
import { usePage } from '../PageContext';
import './NutriScoreGrade.css';

/** The Nutri-Score grade as text ("Nutri-Score C"), so it reads the same without the colours. */
export function NutriScoreGrade({ nutriScore }: { nutriScore: PublicNutriScore | null }) {
  const { t } = usePage();
  if (nutriScore === null) return null;
  return (
    <p className={`nutri-score nutri-score-${nutriScore.grade.toLowerCase()}`}>
      {t('nutrition.nutriScoreGrade', { grade: nutriScore.grade })}
    </p>
  );
}
