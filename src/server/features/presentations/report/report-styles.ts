export type ReportVariant = 'download' | 'print'

// System font stacks only: the report makes no requests (CSP default-src 'none'), so no web fonts.
const BASE = `
:root {
  --ink: #1c2430;
  --muted: #5b6675;
  --faint: #8a94a3;
  --line: #e3e7ee;
  --paper: #ffffff;
  --canvas: #f4f6f9;
  --accent: #2d5b8c;
  --accent-soft: #e9f0f8;
  --warn: #8a5a00;
  --warn-soft: #fff6e0;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--canvas);
  color: var(--ink);
  font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
}
.page { max-width: 880px; margin: 0 auto; padding: 40px 24px 64px; }
.report-header { border-top: 4px solid var(--accent); background: var(--paper); padding: 28px 32px 24px; border-radius: 0 0 10px 10px; box-shadow: 0 1px 2px rgba(16, 24, 40, 0.06); }
.eyebrow { margin: 0 0 6px; font-size: 0.78rem; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--accent); }
h1 { margin: 0; font-size: 1.75rem; line-height: 1.25; font-weight: 700; overflow-wrap: anywhere; }
.meta { margin: 10px 0 0; color: var(--muted); font-size: 0.95rem; }
.meta span + span::before { content: "·"; margin: 0 8px; color: var(--faint); }
.toc { margin: 20px 0 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 8px 18px; font-size: 0.9rem; }
.toc a { color: var(--accent); text-decoration: none; border-bottom: 1px solid transparent; }
.toc a:hover, .toc a:focus { border-bottom-color: currentColor; }
h2 { margin: 44px 0 16px; font-size: 1.3rem; line-height: 1.3; font-weight: 700; display: flex; align-items: baseline; gap: 10px; }
h2 .count { font-size: 0.85rem; font-weight: 500; color: var(--faint); }
h3 { margin: 0; font-size: 1.08rem; line-height: 1.35; font-weight: 650; overflow-wrap: anywhere; }
h4 { margin: 14px 0 4px; font-size: 0.95rem; font-weight: 650; color: var(--accent); }
p { margin: 0 0 10px; }
ul, ol { margin: 0 0 10px; padding-left: 1.35em; }
li { margin: 3px 0; }
li::marker { color: var(--accent); }
.card { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 20px 24px; margin: 0 0 14px; }
.slide-head { display: flex; align-items: baseline; gap: 12px; margin-bottom: 10px; }
.slide-number { flex: none; min-width: 2.4em; padding: 2px 8px; border-radius: 999px; background: var(--accent-soft); color: var(--accent); font-size: 0.8rem; font-weight: 650; text-align: center; font-variant-numeric: tabular-nums; }
.badge { flex: none; padding: 1px 8px; border-radius: 999px; border: 1px solid var(--line); color: var(--muted); font-size: 0.75rem; font-weight: 600; letter-spacing: 0.02em; }
.slide.is-hidden { border-style: dashed; }
.slide-body > :last-child, .slide-body > .text-section:last-child > :last-child { margin-bottom: 0; }
.empty { color: var(--faint); font-style: italic; margin: 0; }
.overall h3 { margin: 22px 0 10px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
.overall h3:first-child { margin-top: 0; }
.items { list-style: none; padding: 0; margin: 0; counter-reset: item; }
.items > li { position: relative; margin: 0 0 12px; padding-left: 30px; counter-increment: item; }
.items > li::before { content: counter(item); position: absolute; left: 0; top: 2px; width: 20px; height: 20px; border-radius: 50%; background: var(--accent-soft); color: var(--accent); font-size: 0.72rem; font-weight: 700; line-height: 20px; text-align: center; }
.question { margin: 6px 0 0; padding: 8px 12px; border-left: 3px solid var(--accent); background: var(--accent-soft); border-radius: 0 6px 6px 0; font-size: 0.95rem; }
.question .label { display: block; font-size: 0.72rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--accent); }
.sources { display: block; margin-top: 2px; font-size: 0.82rem; color: var(--muted); }
.sources a { color: var(--accent); text-decoration: none; font-variant-numeric: tabular-nums; }
.sources a:hover, .sources a:focus { text-decoration: underline; }
.figures-result { margin: 0; font-weight: 600; }
.figures-result.is-complete { color: #1f6b43; }
.figures-result.is-partial { color: var(--warn); }
.figures-explanation { margin: 6px 0 0; font-size: 0.9em; color: #475569; }
.unverified { margin: 10px 0 0; }
.checklist { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 6px 16px; }
.checklist .is-missing { color: var(--muted); }
.notes { background: var(--warn-soft); border-color: #f1dfb0; }
.report-footer { margin-top: 40px; color: var(--faint); font-size: 0.82rem; text-align: center; }
.print-hint { margin: 0 0 16px; padding: 10px 14px; border-radius: 8px; background: var(--accent-soft); color: var(--accent); font-size: 0.9rem; }
@media (max-width: 600px) {
  .page { padding: 20px 12px 40px; }
  .report-header, .card { padding: 16px; }
  h1 { font-size: 1.4rem; }
}
`

// Paper: no shadows or tinted canvas, points for type, cards kept whole, the overall summary on a new page.
const PRINT = `
@page { size: auto; margin: 18mm 16mm 20mm; }
@media print {
  :root { --canvas: #ffffff; }
  html { font-size: 10.5pt; }
  body { line-height: 1.5; background: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .page { max-width: none; padding: 0; }
  .report-header { box-shadow: none; border-radius: 0; padding: 0 0 12pt; border-top: 3pt solid var(--accent); border-bottom: 1px solid var(--line); padding-top: 10pt; }
  h1 { font-size: 18pt; }
  h2 { font-size: 13pt; margin: 18pt 0 8pt; page-break-after: avoid; break-after: avoid; }
  h3, h4 { page-break-after: avoid; break-after: avoid; }
  .card { border-radius: 4px; padding: 10pt 12pt; margin-bottom: 8pt; }
  .slide, .items > li, .question, .figures { page-break-inside: avoid; break-inside: avoid; }
  .overall-section { page-break-before: always; break-before: page; }
  a, .sources a, .toc a { color: inherit; text-decoration: none; border: 0; }
  .toc, .print-hint { display: none; }
  p, li { orphans: 3; widows: 3; }
}
`

/** The print variant also shows its paper layout on screen, as the sheet it will print. */
const PRINT_PREVIEW = `
@media screen {
  .page { max-width: 820px; background: var(--paper); margin: 24px auto; padding: 48px 56px; box-shadow: 0 1px 3px rgba(16, 24, 40, 0.12); }
  .report-header { box-shadow: none; padding: 12px 0 16px; border-radius: 0; border-bottom: 1px solid var(--line); }
  .card { box-shadow: none; }
}
@media screen and (max-width: 600px) {
  .page { margin: 0; padding: 20px 14px; }
}
`

export function reportStyles(variant: ReportVariant): string {
  return variant === 'print' ? `${BASE}${PRINT}${PRINT_PREVIEW}` : `${BASE}${PRINT}`
}
