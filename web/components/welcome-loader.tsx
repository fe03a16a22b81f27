import { useEffect } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import { useNonce } from '../lib/nonce.tsx';
import { startApp } from '../lib/startup.ts';

/**
 * Spec §1/§4: the welcome loader. An inline script draws it before anything else and raises the
 * percentage by 1 per tick: slowly while the page loads, quickly once it has loaded and the app
 * has started; at 100 it is hidden. It shows once per browser session, and never without JS.
 *
 * A tick only sets `aria-valuenow`, which no style depends on: no frame to draw. The bar and the
 * visible number are drawn at most ten times a second, and at 100 (issue 16: no layout work per
 * tick). Drawn on every tick, they cost a style, layout and paint pass per frame: about 300 ms of
 * main-thread time over a first load with the CPU slowed four times, on a page whose own work was
 * about 1.1 s. (A transform transition to glide the bar between draws made Chromium draw a frame
 * for each of its steps on the main thread: twice the frames.)
 */
const SCRIPT = `(function(){try{if(sessionStorage.getItem('haat_welcomed'))return}catch(e){}
var d=document.getElementById('welcome-loader-data');if(!d)return;var t=JSON.parse(d.textContent||'{}');
var el=document.createElement('div');el.id='welcome-loader';el.setAttribute('role','progressbar');
el.setAttribute('aria-valuemin','0');el.setAttribute('aria-valuemax','100');el.setAttribute('aria-label',t.welcome);
var title=document.createElement('p');title.className='text-lg font-semibold text-brand-700';title.textContent=t.welcome;
var track=document.createElement('div');track.className='welcome-track';var bar=document.createElement('div');bar.className='welcome-bar';track.appendChild(bar);
var label=document.createElement('p');label.className='text-sm text-gray-600';var text=document.createTextNode('');label.appendChild(text);el.appendChild(title);el.appendChild(track);el.appendChild(label);
document.body.appendChild(el);var p=0,loaded=false;window.addEventListener('load',function(){loaded=true});
function digits(n){return t.bn?String(n).replace(/[0-9]/g,function(c){return '০১২৩৪৫৬৭৮৯'[c]}):String(n)}
var drawn=-1,drawnAt=0;
function draw(){drawn=p;drawnAt=Date.now();bar.style.transform='scaleX('+p/100+')';text.data=t.loading.replace('{percent}',digits(p))}
function tick(){var ready=loaded&&window.__haatStarted;if(p<(ready?100:90)){p+=1;el.setAttribute('aria-valuenow',String(p))}
if(p!==drawn&&(p>=100||Date.now()-drawnAt>=100))draw();
if(p>=100){el.setAttribute('data-done','');try{sessionStorage.setItem('haat_welcomed','1')}catch(e){}
setTimeout(function(){el.remove()},220);return}setTimeout(tick,ready?4:25)}tick()})();`;

export function WelcomeLoader() {
  const { t, locale } = useI18n();
  const nonce = useNonce();
  useEffect(() => {
    // Spec §4's startup steps run now, in a task of their own rather than inside the page's first
    // render's effects, already its longest task (issue 16); the loader reaches 100 when they are done.
    const timer = setTimeout(() => void startApp());
    return () => clearTimeout(timer);
  }, []);
  const texts = JSON.stringify({
    welcome: t('loader.welcome'),
    loading: t('loader.loading'),
    bn: locale === 'bn',
  }).replace(/</g, '\\u003c');
  return (
    <>
      <script
        id="welcome-loader-data"
        type="application/json"
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own texts as JSON, with < escaped
        dangerouslySetInnerHTML={{ __html: texts }}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by the CSP nonce */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </>
  );
}
