import { styled } from 'styled-components';
import {
  cssVarName,
  darkTheme,
  lightTheme,
  scales,
  tokens,
  type ThemeValues,
} from '../theme/tokens';
import { CONTRAST_PAIRS, contrastRatio } from './contrast';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSize[2]};

  th,
  td {
    padding: ${tokens.space[2]};
    border-bottom: ${tokens.borderWidth[1]} solid ${tokens.color.border};
    text-align: left;
    vertical-align: middle;
  }

  code {
    font-family: ${tokens.font.mono};
  }
`;

const StyledSwatch = styled.span`
  display: inline-block;
  width: ${tokens.size.controlSm};
  height: ${tokens.size.controlSm};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius[1]};
  vertical-align: middle;
`;

/** Every colour token with its light and dark value. */
export function ColourTable() {
  return (
    <StyledTable>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Light</th>
          <th scope="col">Dark</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(lightTheme.color) as (keyof ThemeValues['color'])[]).map((name) => (
          <tr key={name}>
            <td>
              <code>{cssVarName('color', name)}</code>
            </td>
            {[lightTheme, darkTheme].map((theme, index) => (
              <td key={index}>
                <StyledSwatch style={{ background: theme.color[name] }} />{' '}
                <code>{theme.color[name]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

type ScaleGroup = Exclude<keyof typeof scales, never>;

/** One scale (space, radius, fontSize…) as custom property and value. */
export function ScaleTable({ group }: { group: ScaleGroup }) {
  return (
    <StyledTable>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(scales[group]).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{cssVarName(group, name)}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

/** The contrast of every pair the components draw, in both themes. */
export function ContrastTable() {
  return (
    <StyledTable aria-label="Contrast of the colour pairs">
      <thead>
        <tr>
          <th scope="col">Foreground on background</th>
          <th scope="col">Needs</th>
          <th scope="col">Light</th>
          <th scope="col">Dark</th>
        </tr>
      </thead>
      <tbody>
        {CONTRAST_PAIRS.map(({ foreground, background, minimum }) => (
          <tr key={`${foreground}-${background}`}>
            <td>
              <code>
                {foreground} on {background}
              </code>
            </td>
            <td>{minimum}:1</td>
            {[lightTheme, darkTheme].map((theme, index) => (
              <td key={index} data-pair={`${foreground}/${background}`}>
                {contrastRatio(theme.color[foreground], theme.color[background]).toFixed(2)}:1
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
