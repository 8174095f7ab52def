import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The widget's custom element (widget/README.md), for JSX in the stories. */
interface NutrimenuMenuAttributes extends HTMLAttributes<HTMLElement> {
  restaurant: string;
  locale?: string;
  menu?: string;
  api?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'nutrimenu-menu': DetailedHTMLProps<NutrimenuMenuAttributes, HTMLElement>;
    }
  }
}
