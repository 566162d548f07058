const DROP = 'script, style, iframe, object, embed, link, meta, base, form, frame, frameset';

/**
 * The changelog's HTML comes from our own server; it is still reduced to its body's content
 * and stripped of scripts, handlers and javascript: links before it is shown in the dialog.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll(DROP).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || ((name === 'href' || name === 'src') && /^\s*javascript:/i.test(attr.value)))
        el.removeAttribute(attr.name);
    }
    // Links leave the console in a new tab.
    if (el.tagName === 'A') {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  });
  // Headings inside the dialog start below its own title.
  doc.body.querySelectorAll('h1').forEach((h) => {
    const h3 = doc.createElement('h3');
    h3.innerHTML = h.innerHTML;
    h.replaceWith(h3);
  });
  return doc.body.innerHTML;
}
