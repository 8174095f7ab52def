'use client';

import type { ReactNode } from 'react';
import type { FirstDayMemory } from './firstDaySteps';
import { rememberFirstDay } from './rememberFirstDay';

interface FirstDayStepLinkProps {
  href: string;
  children: ReactNode;
  newTab: boolean;
  restaurantId: number | string;
  memory: FirstDayMemory;
  /** The memory this link's step is ticked by, or null when the data tells (dish, menu). */
  remember: 'openedMenu' | 'downloadedQr' | null;
}

/** A checklist step's link; following it ticks a step the data cannot show (see firstDaySteps). */
export function FirstDayStepLink({
  href,
  children,
  newTab,
  restaurantId,
  memory,
  remember,
}: FirstDayStepLinkProps) {
  const onClick = () => {
    if (remember)
      void rememberFirstDay(restaurantId, { ...memory, started: true, [remember]: true });
  };
  return (
    <a
      className="first-day__link"
      href={href}
      onClick={onClick}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {children}
    </a>
  );
}
