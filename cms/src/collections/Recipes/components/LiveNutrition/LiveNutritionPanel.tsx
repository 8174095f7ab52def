import type { AllergenSourceRow } from '../../nutritionView/allergenSourceRows';
import type { LiveNutritionView } from '../../nutritionView/liveNutritionView';
import type { NutritionCell } from '../../nutritionView/nutritionRows';

const BLOCK = 'live-nutrition';

function Cell({ cell }: { cell: NutritionCell }) {
  return (
    <td className={`${BLOCK}__value ${BLOCK}__value--${cell.status}`} title={cell.title}>
      {cell.text}
    </td>
  );
}

function SourceList({ rows, testId }: { rows: AllergenSourceRow[]; testId: string }) {
  if (rows.length === 0) return null;
  return (
    <ul className={`${BLOCK}__sources`} data-testid={testId}>
      {rows.map((row) => (
        <li key={row.code} data-allergen={row.code}>
          {row.text}
        </li>
      ))}
    </ul>
  );
}

function Fact({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div className={`${BLOCK}__fact`}>
      <dt>{heading}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Renders the texts of `liveNutritionView`; all wording and formatting happen there. */
export function LiveNutritionPanel({ view }: { view: LiveNutritionView }) {
  return (
    <>
      {view.allergens.publishWarning && (
        <p
          className={`${BLOCK}__note ${BLOCK}__note--warning`}
          role="alert"
          data-testid="live-nutrition-publish-warning"
        >
          {view.allergens.publishWarning}
        </p>
      )}
      <table className={`${BLOCK}__table`}>
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{view.per100gHeading}</th>
            <th scope="col">{view.perPortionHeading}</th>
            <th scope="col">{view.riHeading}*</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.line} data-line={row.line}>
              <th scope="row" className={row.sub ? `${BLOCK}__sub` : undefined}>
                {row.label}
              </th>
              <Cell cell={row.per100g} />
              <Cell cell={row.perPortion} />
              <td className={`${BLOCK}__value`}>{row.riPercent ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={`${BLOCK}__note`}>* {view.referenceIntake}</p>
      {view.lowerBoundNote && (
        <p className={`${BLOCK}__note ${BLOCK}__note--warning`}>{view.lowerBoundNote}</p>
      )}
      {view.frozen && <p className={`${BLOCK}__frozen`}>{view.frozen}</p>}
      <dl className={`${BLOCK}__facts`}>
        <Fact heading={view.nutriScore.label}>
          {view.nutriScore.grade ? (
            <span className={`${BLOCK}__grade ${BLOCK}__grade--${view.nutriScore.grade}`}>
              {view.nutriScore.text}
            </span>
          ) : (
            view.nutriScore.text
          )}
        </Fact>
        <Fact heading={view.allergens.heading}>
          <span
            className={view.allergens.complete ? undefined : `${BLOCK}__warning`}
            data-testid="live-nutrition-allergens"
          >
            {view.allergens.text}
          </span>
          <SourceList rows={view.allergens.sources} testId="live-nutrition-allergen-sources" />
        </Fact>
        <Fact heading={view.traces.heading}>
          {view.traces.text}
          <SourceList rows={view.traces.sources} testId="live-nutrition-trace-sources" />
        </Fact>
        <Fact heading={view.additives.heading}>{view.additives.text}</Fact>
        <Fact heading={view.tags.heading}>{view.tags.text}</Fact>
        <Fact heading={view.weights.heading}>
          <span data-testid="live-nutrition-gross">{view.weights.gross}</span>
          <br />
          <span data-testid="live-nutrition-portion">{view.weights.portion}</span>
          {view.weights.cookingLoss && (
            <>
              <br />
              <span data-testid="live-nutrition-cooking-loss">{view.weights.cookingLoss}</span>
            </>
          )}
        </Fact>
        <Fact heading={view.ingredients.heading}>
          <span data-testid="live-nutrition-ingredients">
            {view.ingredients.parts.map((part, index) =>
              part.allergens ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed rendering of one list
                <strong key={index}>{part.text}</strong>
              ) : (
                part.text
              ),
            )}
          </span>
        </Fact>
        <Fact heading={view.missing.heading}>
          {view.missing.rows.length === 0 ? (
            view.missing.none
          ) : (
            <ul className={`${BLOCK}__missing`}>
              {view.missing.rows.map((row) => (
                <li key={row.ingredientId}>
                  <strong>{row.name}</strong>: {row.detail}
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>
    </>
  );
}
