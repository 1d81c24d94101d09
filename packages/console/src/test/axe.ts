import axe from 'axe-core';

/**
 * axe's violations in `root`, as 'rule-id: html' lines so a failure reads at a glance.
 * happy-dom lays nothing out, so the contrast rule (which needs real colours and boxes) is
 * left to the stories and the journeys, which run in Chromium.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.html}`),
  );
}
