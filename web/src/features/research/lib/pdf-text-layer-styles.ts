import type { SxProps, Theme } from '@mui/material/styles';

/**
 * What pdf.js' text layer needs of the page around it (its viewer's stylesheet does this; the
 * reader takes only these rules): the layer covers the canvas, each span sits where its text is
 * drawn, transparent but selectable, sized from the scale pdf.js sets on the layer.
 */
export const pdfTextLayerStyles: SxProps<Theme> = {
  '--scale-round-x': '1px',
  '--scale-round-y': '1px',
  '& .textLayer': {
    position: 'absolute',
    inset: 0,
    overflow: 'clip',
    lineHeight: 1,
    textAlign: 'initial',
    textSizeAdjust: 'none',
    forcedColorAdjust: 'none',
    transformOrigin: '0 0',
    caretColor: 'CanvasText',
    zIndex: 0,
    '--min-font-size': 1,
    '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
    '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  },
  '& .textLayer :is(span, br)': {
    color: 'transparent',
    position: 'absolute',
    whiteSpace: 'pre',
    cursor: 'text',
    transformOrigin: '0% 0%',
  },
  '& .textLayer > :not(.markedContent), & .textLayer .markedContent span:not(.markedContent)': {
    zIndex: 1,
    '--font-height': 0,
    fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
    '--scale-x': 1,
    '--rotate': '0deg',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
  '& .textLayer .markedContent': { display: 'contents' },
  '& .textLayer ::selection': { background: 'rgb(0 0 255 / 0.25)' },
  '& .textLayer .endOfContent': { display: 'block', position: 'absolute', inset: '100% 0 0', zIndex: 0, cursor: 'default', userSelect: 'none' },
};
