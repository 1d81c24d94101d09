/**
 * Runway Live's design tokens. Values live here once; components never see them. They
 * read `tokens.<group>.<name>`, a `var(--rl-<group>-<name>)` reference, so a theme switch
 * only changes the custom properties GlobalStyle declares, never a component's CSS.
 */

/** Scales shared by the light and the dark theme. */
export const scales = {
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
  },
  radius: { '0': '0', '1': '0.25rem', '2': '0.5rem', '3': '0.75rem', pill: '999rem', round: '50%' },
  font: {
    body: "'Inter', 'Helvetica Neue', Helvetica, Arial, sans-serif",
    display: "'Playfair Display', 'Didot', Georgia, serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
  fontSize: {
    '1': '0.75rem',
    '2': '0.875rem',
    '3': '1rem',
    '4': '1.125rem',
    '5': '1.375rem',
    '6': '1.75rem',
    '7': '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  letterSpacing: { normal: '0', wide: '0.08em' },
  opacity: { disabled: '0.55' },
  borderWidth: { '1': '1px', '2': '2px', '3': '3px' },
  size: {
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
    iconSm: '1rem',
    iconMd: '1.25rem',
    iconLg: '1.5rem',
    check: '1.125rem',
    focusOffset: '2px',
    dialog: '28rem',
    dialogWide: '40rem',
    card: '36rem',
    cardNarrow: '28rem',
    toast: '24rem',
    popover: '16rem',
    measure: '42rem',
    /** The widest a signed-in page's content grows on a large screen. */
    page: '80rem',
    statCard: '14rem',
    fileStatus: '8rem',
    progress: '0.375rem',
    dropzone: '9rem',
    field: '100%',
    /** A variant grid's quantity and SKU inputs, and a colour's swatch dot. */
    gridQuantity: '4.5rem',
    gridSku: '10.5rem',
    swatch: '0.875rem',
    /** An image list's thumbnail (a product photo, portrait). */
    thumbnail: '6rem',
    /** An event calendar's narrowest table (it scrolls sideways below), a month day and a week day. */
    calendar: '42rem',
    calendarDay: '7rem',
    calendarWeekDay: '16rem',
    /** A week's time grid: an hour's height, the hours' column, the shortest show's height. */
    calendarHour: '3rem',
    calendarHours: '3.5rem',
    calendarSlot: '1.75rem',
    /** The carousel-time editor: a lane's name column (narrowest, widest) and a button. */
    laneNameMin: '4.5rem',
    laneName: '10rem',
    editorAction: '8rem',
  },
  z: {
    base: '0',
    sticky: '100',
    header: '200',
    menu: '300',
    overlay: '400',
    dialog: '500',
    toast: '600',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    spin: '800ms',
    shimmer: '1400ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

/**
 * Colours and shadows, the groups a theme changes. Calm warm neutrals and one accent
 * (a deep plum); every text/background pair meets WCAG AA in both themes
 * (theme/contrast.test.ts checks it).
 */
export const lightTheme = {
  color: {
    canvas: '#f7f5f2',
    surface: '#ffffff',
    surfaceMuted: '#efece7',
    surfaceHover: '#e7e3dc',
    text: '#1c1917',
    textMuted: '#57534e',
    textDisabled: '#8a847e',
    border: '#d8d3cc',
    borderStrong: '#78716c',
    accent: '#6b2c5f',
    accentHover: '#55214b',
    accentSubtle: '#f5e9f2',
    onAccent: '#ffffff',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSubtle: '#fdeceb',
    onDanger: '#ffffff',
    success: '#067647',
    successSubtle: '#e7f6ee',
    warning: '#a64305',
    warningSubtle: '#fdf1e5',
    info: '#1f4f8a',
    infoSubtle: '#e8eff8',
    focus: '#1f6feb',
    overlay: 'rgba(28, 25, 23, 0.55)',
    skeleton: '#e7e3dc',
    skeletonShine: '#f3f0ec',
  },
  shadow: {
    '1': '0 1px 2px rgba(28, 25, 23, 0.08)',
    '2': '0 4px 12px rgba(28, 25, 23, 0.10)',
    '3': '0 16px 40px rgba(28, 25, 23, 0.18)',
  },
} as const;

export type ThemeValues = {
  color: { [Name in keyof typeof lightTheme.color]: string };
  shadow: { [Name in keyof typeof lightTheme.shadow]: string };
};

export const darkTheme: ThemeValues = {
  color: {
    canvas: '#121110',
    surface: '#1c1a18',
    surfaceMuted: '#262320',
    surfaceHover: '#2f2b28',
    text: '#f5f3f0',
    textMuted: '#b5aea7',
    textDisabled: '#7d7670',
    border: '#3a3632',
    borderStrong: '#8f8780',
    accent: '#e2a9d4',
    accentHover: '#ecc1e1',
    accentSubtle: '#3a2435',
    onAccent: '#1c1917',
    danger: '#ff8a80',
    dangerHover: '#ffaaa2',
    dangerSubtle: '#3d1f1c',
    onDanger: '#1c1917',
    success: '#6fd3a0',
    successSubtle: '#17302a',
    warning: '#f5b06a',
    warningSubtle: '#3a2a17',
    info: '#9cc2f5',
    infoSubtle: '#1a2738',
    focus: '#7fb0ff',
    overlay: 'rgba(0, 0, 0, 0.65)',
    skeleton: '#2f2b28',
    skeletonShine: '#3a3632',
  },
  shadow: {
    '1': '0 1px 2px rgba(0, 0, 0, 0.5)',
    '2': '0 4px 12px rgba(0, 0, 0, 0.5)',
    '3': '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
};

export type ThemeMode = 'light' | 'dark';
/** A person's choice: one of the themes, or whatever their system prefers. */
export type ThemePreference = ThemeMode | 'system';

/** True for 'light', 'dark' and 'system': checks a stored choice before it is used. */
export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}
export const themes: Record<ThemeMode, ThemeValues> = { light: lightTheme, dark: darkTheme };

type Groups = Record<string, Record<string, string>>;
/** 'fontSize' → 'font-size' at the type level, so references are exact string literals. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

type VarRefs<T> = {
  readonly [Group in keyof T & string]: {
    readonly [Name in keyof T[Group] & string]: `var(--rl-${Kebab<Group>}-${Kebab<Name>})`;
  };
};

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `cssVarName('fontSize', '2')` is `--rl-font-size-2`. */
export function cssVarName(group: string, name: string): string {
  return `--rl-${kebab(group)}-${kebab(name)}`;
}

function varRefs<T extends Groups>(groups: T): VarRefs<T> {
  const entries = Object.entries(groups).map(([group, names]) => [
    group,
    Object.fromEntries(Object.keys(names).map((name) => [name, `var(${cssVarName(group, name)})`])),
  ]);
  return Object.fromEntries(entries) as VarRefs<T>;
}

/** `--rl-color-accent: #6b2c5f;` lines for every token of the given groups. */
export function cssDeclarations(groups: Groups): string {
  return Object.entries(groups)
    .flatMap(([group, names]) =>
      Object.entries(names).map(([name, value]) => `${cssVarName(group, name)}: ${value};`),
    )
    .join('\n');
}

/**
 * Typed references for components: `${tokens.color.accent}` is `var(--rl-color-accent)`,
 * `${tokens.space[3]}` is `var(--rl-space-3)`.
 */
export const tokens = varRefs({ ...scales, ...lightTheme });
export type Tokens = typeof tokens;
