// A signed-in page drawn by the server (api/src/web/server-drawn-page.ts) carries what the browser would otherwise
// ask for first, inlined as JSON in one <script type="application/json"> element: the signed-in user, the remotes
// manifest and the answers of the route's first reads. The shell takes them instead of calling the API, so its first
// render draws the same screen the server sent and hydrates it (shell/src/boot-data.ts).

/** The id of the inlined JSON element. */
export const BOOT_DATA_ELEMENT_ID = 'renewly-boot';

/** The root element's attribute saying its markup was drawn by the server (hydrate it, do not replace it). */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';

/** Set on the HTML of a page drawn for a signed-in user: it holds that user's data. */
export const SERVER_DRAWN_HEADER = 'X-Renewly-Drawn-For';

export interface BootData {
  /** The signed-in user, as GET /api/auth/user answers. */
  user: unknown;
  /** As GET /remotes.json answers. */
  remotes: Record<string, string>;
  /** Read URL -> its JSON answer (200 only), for the route's first reads the server made. */
  reads: Record<string, unknown>;
  /**
   * The route's page. Its first render waits for its first reads (the page's `prefetch`): drawn by the server, it then
   * draws the server's markup; drawn as its loading screen, it replaces it complete (nothing below moves as it fills).
   */
  page?: string;
}

/** Where the route page's own markup goes in the layout the shell's server build draws (replaced by the API). */
export const PAGE_SLOT_MARKUP = '<template data-renewly-page-slot=""></template>';

/** JSON safe inside a <script> element: no '</script>', '<!--' or line separators can end or confuse it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Set on <html> by PUSH_BANNER_CHECK_SCRIPT: 'on' when the push banner may show on this device, 'off' otherwise. */
export const PUSH_BANNER_ATTRIBUTE = 'data-push-banner';

/**
 * Runs in the head of a server-drawn page, before its first paint: the server draws the push banner (it cannot know
 * this device's permission or dismissal), and this hides it at once where it must not show, so the banner never
 * appears or goes after the first paint (no layout shift). The same rule as shell/src/pwa/push-banner.tsx; the API
 * allows it by its hash in the Content Security Policy.
 */
export const PUSH_BANNER_CHECK_SCRIPT =
  "(function(){var on=false;try{on='Notification' in window&&'serviceWorker' in navigator&&Notification.permission==='default'" +
  "&&localStorage.getItem('notification-banner-dismissed')!=='true'}catch(e){on=false}" +
  "document.documentElement.setAttribute('data-push-banner',on?'on':'off')})()";

/** The button an early tap is held on (EARLY_CLICK_SCRIPT), on `window` until it is pressed again or given up. */
export const HELD_TAP_GLOBAL = '__renewlyHeldTap';
/** Dispatched on `document` when EARLY_CLICK_SCRIPT holds a tap; its `detail` is the button. */
export const HELD_TAP_EVENT = 'renewly:held-tap';

/** On a button: the plain dialog (EARLY_DIALOG_ATTRIBUTE) its early tap opens (federation/early-dialog.tsx, issue 38). */
export const EARLY_BUTTON_ATTRIBUTE = 'data-early';
/** On a button: the plain dialog's title for this button (e.g. 'Share AB12CDE'), when it is not the drawn one. */
export const EARLY_TITLE_ATTRIBUTE = 'data-early-title';
/** On a button: JSON of the plain dialog's first values for this button (e.g. the plate of the policy it edits). */
export const EARLY_VALUES_ATTRIBUTE = 'data-early-values';
/** On a <dialog> (or a popover menu) drawn closed in the page: its name. */
export const EARLY_DIALOG_ATTRIBUTE = 'data-early-dialog';
/** On a plain dialog's button that closes it. */
export const EARLY_CLOSE_ATTRIBUTE = 'data-early-close';
/** Set on an open plain dialog once its held tap has been pressed again (the real dialog is on its way). */
export const EARLY_REPLAYED_ATTRIBUTE = 'data-early-replayed';
/** Set when the user closed a plain dialog whose tap had been pressed again: the real dialog closes as it opens. */
export const EARLY_CANCELLED_ATTRIBUTE = 'data-early-cancelled';
/** Set by the real dialog as it takes the plain one over and closes it (not a cancel). */
export const EARLY_TAKEN_ATTRIBUTE = 'data-early-taken';
/** On a button beside its hidden file input: an early tap opens the file picker at once (the page takes the file). */
export const EARLY_FILE_ATTRIBUTE = 'data-early-file';
/** The plain dialog's property holding the button that opened it (focus goes back to it). */
export const EARLY_OPENER_PROPERTY = '__renewlyOpener';

/**
 * Runs in the head of a server-drawn page too. Its buttons are on screen before their code: a tap on one that React
 * has not taken over yet would do nothing (React drops a click on a part it cannot hydrate at once). For the first
 * 15 s, such a click on a button in #root is held (the last one only) and pressed again as soon as React has taken that
 * button over, which it marks by its own props key on the element (React's `__reactProps$…`, set as it hydrates).
 * A button React already owns, and any other element, is left alone. The held button is also named on `window`
 * (HELD_TAP_GLOBAL) and announced (HELD_TAP_EVENT), so the page's code can fetch what the tap will need while the page
 * is still starting (federation/held-tap.ts, issue 38).
 * A button marked EARLY_FILE_ATTRIBUTE is not held: its file input (the next element) is clicked at once, within the
 * tap, and the page takes the chosen file as it starts (federation's notice-file-input).
 * A held button marked EARLY_BUTTON_ATTRIBUTE opens its plain dialog at once (federation/early-dialog.tsx), filled with
 * the button's values and titled with its title, or its plain menu (a popover, focus on its first item); the hold does
 * not expire while it is open. Its Cancel
 * button and Escape close it: before the tap was pressed again, that drops the tap; after, it marks the dialog
 * cancelled for the real dialog to close itself.
 * Where React draws a part anew instead of taking it over (a hydration mismatch), the held button leaves the page: the
 * button now at its place among #root's buttons, with the same words and the same accessible label, is pressed instead
 * (a tap on 'Create link' was lost so on a busy machine; the label tells one row's 'Delete' from another's).
 */
export const EARLY_CLICK_SCRIPT =
  '(function(){var d=document,w=window,end=Date.now()+15000,held=null,early=null,at=-1,words=null;' +
  "function buttons(){var r=d.getElementById('root');return r?r.querySelectorAll('button'):[]}" +
  "function said(b){return b.textContent+'|'+(b.getAttribute('aria-label')||'')}" +
  "function live(el){return Object.keys(el).some(function(k){return k.indexOf('__reactProps$')===0})}" +
  "function hold(b){held=b;at=Array.prototype.indexOf.call(buttons(),b);words=said(b);w." + HELD_TAP_GLOBAL + "=b;try{d.dispatchEvent(new CustomEvent('" + HELD_TAP_EVENT + "',{detail:b}))}catch(e){}}" +
  'function drop(){held=null;w.' + HELD_TAP_GLOBAL + '=null}' +
  // A plain dialog is a <dialog> (modal) or a popover (a menu); either is open or not.
  "function pop(g){return g.hasAttribute('popover')}" +
  "function shown(g){return pop(g)?typeof g.showPopover==='function'&&g.matches(':popover-open'):g.open}" +
  "function open(b){var n=b.getAttribute('" + EARLY_BUTTON_ATTRIBUTE + "'),g=n&&d.querySelector('[" + EARLY_DIALOG_ATTRIBUTE + "=\"'+n+'\"]');" +
  "if(!g||typeof(pop(g)?g.showPopover:g.showModal)!=='function'||shown(g))return;" +
  "var v={};try{v=JSON.parse(b.getAttribute('" + EARLY_VALUES_ATTRIBUTE + "')||'{}')}catch(e){}" +
  "var f=g.querySelectorAll('input[name],select[name]');for(var i=0;i<f.length;i++){var x=v[f[i].name];f[i].value=x==null?'':String(x)}" +
  "var t=b.getAttribute('" + EARLY_TITLE_ATTRIBUTE + "'),h=g.querySelector('h2');if(t&&h)h.textContent=t;" +
  "g.removeAttribute('" + EARLY_REPLAYED_ATTRIBUTE + "');g.removeAttribute('" + EARLY_CANCELLED_ATTRIBUTE + "');g." + EARLY_OPENER_PROPERTY + "=b;early=g;" +
  "if(!pop(g))return g.showModal();g.showPopover();var m=g.querySelector('[role=menuitem]');if(m)m.focus()}" +
  'function wait(){if(!held)return;if(!held.isConnected){var c=buttons()[at];if(c&&said(c)===words)held=c}if(live(held)){var b=held;drop();if(early&&shown(early))early.setAttribute(\'' + EARLY_REPLAYED_ATTRIBUTE + "','');" +
  'if(b.isConnected&&!b.disabled)b.click();return}' +
  'if(Date.now()<end||(early&&shown(early)))setTimeout(wait,50);else drop()}' +
  "function closed(g){if(!g||!g.hasAttribute||!g.hasAttribute('" + EARLY_DIALOG_ATTRIBUTE + "'))return;" +
  "if(g.hasAttribute('" + EARLY_TAKEN_ATTRIBUTE + "'))return g.removeAttribute('" + EARLY_TAKEN_ATTRIBUTE + "');" +
  "if(g.hasAttribute('" + EARLY_REPLAYED_ATTRIBUTE + "'))g.setAttribute('" + EARLY_CANCELLED_ATTRIBUTE + "','');else drop()}" +
  "d.addEventListener('close',function(e){closed(e.target)},true);" +
  "d.addEventListener('toggle',function(e){if(e.newState==='closed')closed(e.target)},true);" +
  "d.addEventListener('click',function(e){" +
  "var t=e.target,c=t&&t.closest?t.closest('[" + EARLY_CLOSE_ATTRIBUTE + "]'):null;if(c){var g=c.closest('dialog');if(g&&g.open)g.close();return}" +
  'if(Date.now()>end||!e.isTrusted)return;' +
  "var b=t&&t.closest?t.closest('button'):null,r=d.getElementById('root');" +
  'if(!b||!r||!r.contains(b)||live(b))return;e.preventDefault();e.stopImmediatePropagation();' +
  "if(b.hasAttribute('" + EARLY_FILE_ATTRIBUTE + "')){var i=b.nextElementSibling;if(i&&i.type==='file')i.click();return}" +
  "var was=held;hold(b);if(b.hasAttribute('" + EARLY_BUTTON_ATTRIBUTE + "'))open(b);if(!was)setTimeout(wait,50)},true)})()";

/** Marks the head's preload link of a script the page starts only after its first paint (PAINT_FIRST_SCRIPT). */
export const BOOT_SCRIPT_ATTRIBUTE = 'data-renewly-boot';

/**
 * Runs in the head of a server-drawn page too. The page is complete on arrival, so it is painted before any of the
 * app's code runs: the shell's scripts are fetched at once (preload links marked BOOT_SCRIPT_ATTRIBUTE) but started
 * only once the first contentful paint has been presented (a deferred script, ready early, would run before it and
 * hold the paint back behind its evaluation). In a hidden tab, where nothing is painted, or where the browser does not
 * report paints, they start after the parse and the next frame; after 1 s they start whatever happened.
 */
export const PAINT_FIRST_SCRIPT =
  '(function(){var d=document,w=window,done=false;' +
  'function boot(){if(done)return;done=true;' +
  "var l=d.querySelectorAll('link[" +
  BOOT_SCRIPT_ATTRIBUTE +
  "]');for(var i=0;i<l.length;i++){var s=d.createElement('script');s.src=l[i].href;s.async=false;d.body.appendChild(s)}}" +
  'function parsed(){setTimeout(boot,1000);' +
  "if(d.visibilityState==='hidden')return boot();" +
  'if(painted)return setTimeout(boot,0);' +
  'requestAnimationFrame(function(){setTimeout(function(){if(!observing)boot()},0)})}' +
  'var painted=false,observing=false;' +
  "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){observing=true;" +
  "new PerformanceObserver(function(list,obs){if(list.getEntriesByName('first-contentful-paint').length){painted=true;obs.disconnect();" +
  "if(d.readyState!=='loading')setTimeout(boot,0)}}).observe({type:'paint',buffered:true})}}catch(e){observing=false}" +
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',parsed);else parsed()})()";

/** The one inline script of a server-drawn page, in its head (the CSP allows it by its hash alone). */
export const SERVER_DRAWN_HEAD_SCRIPT = `${PUSH_BANNER_CHECK_SCRIPT};${EARLY_CLICK_SCRIPT};${PAINT_FIRST_SCRIPT}`;
