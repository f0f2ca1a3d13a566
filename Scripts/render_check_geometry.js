(() => {
  const width = document.documentElement.clientWidth;
  const result = {words: 0, hidden: 0, clipped: 0, overflow: 0, images: 0, fixed: [], clippers: {}, overflowing: {}, laidOut: Object.create(null)};  // no prototype: a word may be "constructor"
  const WORD = /[UNSPACED]|(?:(?![UNSPACED])[\p{L}\p{N}_])+/gu;  // the words of words_of()
  const describe = (element) => {
    let name = element.tagName.toLowerCase();
    if (element.id) name += "#" + element.id;
    const classes = (element.getAttribute("class") || "").trim().split(/\s+/).filter(Boolean);
    if (classes.length) name += "." + classes.join(".");
    return name;
  };
  const clipper = (element, rects) => {
    for (let box = element; box && box !== document.documentElement; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const frame = box.getBoundingClientRect();
      const top = frame.top + box.clientTop, left = frame.left + box.clientLeft;
      const bottom = top + box.clientHeight, right = left + box.clientWidth;
      const outside = rects.some(r => r.bottom > bottom + 1 || r.top < top - 1 || r.right > right + 1 || r.left < left - 1);
      if (outside) return describe(box) + " {overflow: " + style.overflowX + " " + style.overflowY + "}";
    }
    return null;
  };
  const wordsOutside = (node, width) => {
    let count = 0;
    const word = document.createRange();
    for (const match of node.data.matchAll(/\S+/g)) {
      word.setStart(node, match.index);
      word.setEnd(node, match.index + match[0].length);
      if (Array.from(word.getClientRects()).some(r => r.width > 0 && (r.right > width + 1 || r.left < -1))) count += 1;
    }
    return count;
  };
  const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const words = (node.data.match(/[\p{L}\p{N}_]+/gu) || []).length;
    const parent = node.parentElement;
    if (!words || !parent || parent.closest("script, style, template, head")) continue;
    result.words += words;
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter(r => r.width > 0 && r.height > 0);
    const style = getComputedStyle(parent);
    if (!rects.length || style.visibility !== "visible" || parseFloat(style.opacity) === 0 || parseFloat(style.fontSize) === 0) {
      result.hidden += words;
      continue;
    }
    const clip = clipper(parent, rects);
    if (!clip && rects.every(r => r.left >= -1 && r.right <= width + 1)) {
      for (const word of node.data.toLowerCase().match(WORD) || []) result.laidOut[word] = (result.laidOut[word] || 0) + 1;
    }
    if (clip) {
      result.clipped += words;
      result.clippers[clip] = (result.clippers[clip] || 0) + words;
    } else if (rects.every(r => r.right < 0 || r.bottom < 0)) {
      result.hidden += words;
    } else if (rects.some(r => r.right > width + 1 || r.left < -1)) {
      const outside = wordsOutside(node, width);
      if (outside) {
        result.overflow += outside;
        const key = describe(parent);
        result.overflowing[key] = (result.overflowing[key] || 0) + outside;
      }
    }
  }
  for (const element of document.querySelectorAll("img, svg, video, canvas, table, pre")) {
    const frame = element.getBoundingClientRect();
    if (element.matches("img, svg, video, canvas") && frame.width > 0 && frame.height > 0) result.images += 1;
    if (frame.right > width + 1 || frame.left < -1) {
      const key = describe(element);
      result.overflowing[key] = (result.overflowing[key] || 0) + 1;
    }
  }
  for (const element of document.querySelectorAll("body *")) {
    const position = getComputedStyle(element).position;
    if (position === "fixed" || position === "sticky") result.fixed.push(describe(element) + " {position: " + position + "}");
  }
  // A document just taller than one page spills a sliver onto a second one (a cover image taller than the page, a
  // title page one line too long): the reader turns to a page holding a strip of image or one line.
  const page = window.innerHeight, tall = document.documentElement.scrollHeight;
  if (tall > page + 1 && tall - page < page * 0.1) result.spill = Math.round(tall - page);
  return JSON.stringify(result);
})()
