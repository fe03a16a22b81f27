import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

export type Device = 'mobile' | 'tablet' | 'desktop';

/** A first guess from the user agent, so the server renders for the right device. */
export function deviceFromUserAgent(userAgent: string | null): Device {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|Opera Mini|IEMobile|webOS/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** The device class of a viewport width: below 768 px mobile, below 1024 px tablet (spec breakpoints md, lg). */
export function deviceFromWidth(width: number): Device {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

const DeviceContext = createContext<Device>('desktop');

/** Starts from the server's guess, then follows the real viewport once in the browser. */
export function DeviceProvider({ initial, children }: { initial: Device; children: ReactNode }) {
  const [device, setDevice] = useState<Device>(initial);
  useEffect(() => {
    const update = () => setDevice(deviceFromWidth(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>;
}

/** mobile, tablet or desktop (spec §1's device check). */
export function useDevice(): Device {
  return useContext(DeviceContext);
}
