/*
 * The offline page's banners (spec §1: banners have an offline fallback): the last banner list
 * the home page kept in this browser, drawn from the images the service worker has kept.
 */
(() => {
  let banners = [];
  try {
    banners = JSON.parse(localStorage.getItem('haat_banners') || '[]');
  } catch {
    return;
  }
  if (!Array.isArray(banners) || banners.length === 0) return;
  const bengali = /(?:^|;\s*)haat_lang=bn/.test(document.cookie);
  const mediaUrl = (key) => `/media/${String(key).split('/').map(encodeURIComponent).join('/')}?w=800`;
  const list = document.getElementById('kept-banners');
  if (!list) return;
  for (const banner of banners.slice(0, 8)) {
    if (!banner || typeof banner.mobile_banner_image !== 'string') continue;
    const item = document.createElement('li');
    const image = document.createElement('img');
    image.src = mediaUrl(banner.mobile_banner_image);
    image.width = 800;
    image.height = 400;
    image.alt = (bengali && banner.banner_title_bn) || banner.banner_title || '';
    // An image the service worker does not have is left out rather than shown broken.
    image.addEventListener('error', () => item.remove());
    if (typeof banner.promotional_link === 'string' && banner.promotional_link.startsWith('/')) {
      const link = document.createElement('a');
      link.href = banner.promotional_link;
      link.append(image);
      item.append(link);
    } else item.append(image);
    list.append(item);
  }
  list.hidden = false;
})();
