import { css } from 'styled-components';

/** uPlot's own stylesheet, reduced to what the project's charts need (the builds load no CSS files): put it in a chart's frame. */
export const uplotCss = css`
  .uplot, .uplot * { box-sizing: border-box; }
  .uplot { font-family: inherit; line-height: 1.5; width: min-content; }
  .u-wrap { position: relative; user-select: none; }
  .u-over, .u-under { position: absolute; }
  .u-under { overflow: hidden; }
  .uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
  .u-axis { position: absolute; }
  .u-select { background: rgba(0, 0, 0, 0.07); position: absolute; pointer-events: none; }
  .u-cursor-x, .u-cursor-y { position: absolute; left: 0; top: 0; pointer-events: none; will-change: transform; }
  .u-hz .u-cursor-x { height: 100%; border-right: 1px dashed #607d8b; }
  .u-hz .u-cursor-y { width: 100%; border-bottom: 1px dashed #607d8b; }
  .u-cursor-pt { position: absolute; top: 0; left: 0; border-radius: 50%; border: 0 solid; pointer-events: none; will-change: transform; }
  .u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off { display: none; }
`;
