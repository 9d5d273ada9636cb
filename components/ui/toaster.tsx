'use client';

import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { whenSonnerLoads } from './notify';

/**
 * The one toast outlet of the site: bottom centre, 3 s, pauses on hover and while the tab is
 * hidden, swipe to dismiss. It renders nothing until the first toast loads sonner (notify.ts).
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => whenSonnerLoads((module) => setSonner(() => module.Toaster)), []);
  if (!Sonner) return null;
  return <Sonner position="bottom-center" duration={3000} />;
}
