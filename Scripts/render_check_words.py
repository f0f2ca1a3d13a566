"""Word matching for Scripts/render-check: which of a document's words a paged rendering's text holds, when
pdftotext gives words whole, broken over lines, or interleaved with a table's other columns."""
import re

# Chinese and Japanese text has no spaces and breaks between any two characters: each of its characters is a word.
UNSPACED = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"
WORD = re.compile(rf"[{UNSPACED}]|[^\W{UNSPACED}]+", re.UNICODE)
SCATTER_GAP = 24
PIECE_WINDOW = 12


class Letters:
    """Letters left over, words separated by NULs, for taking words out one after another: the letters without the
    NULs and where each of them is are kept in step as words are blanked out, not found again for every word."""

    def __init__(self, text):
        self.text, self.joined, self.positions = text, text.replace("\0", ""), None

    def where(self):
        if self.positions is None:
            self.positions = [index for index, letter in enumerate(self.text) if letter != "\0"]
        return self.positions

    def take(self, word, inside=False):
        """Blanks out the first occurrence of `word` (a nonempty word): from the start of one word to the end of
        another, or anywhere `inside` a longer word; whether there was one."""
        found = self.joined.find(word)
        while found >= 0 and not inside:
            first, last = self.where()[found], self.where()[found + len(word) - 1]
            if (first == 0 or self.text[first - 1] == "\0") and (last + 1 == len(self.text) or self.text[last + 1] == "\0"):
                break
            found = self.joined.find(word, found + 1)
        if found < 0:
            return False
        positions = self.where()
        first, last = positions[found], positions[found + len(word) - 1]
        # Every letter from first to last is the word's or already a NUL: the word's letters are consecutive here.
        self.text = self.text[:first] + "\0" * (last - first + 1) + self.text[last + 1:]
        self.joined = self.joined[:found] + self.joined[found + len(word):]
        del positions[found:found + len(word)]
        return True


def consume_scattered(letters, word, gap=None):
    """`letters` with `word` blanked out when its letters are there in order, each within `gap` (default
    SCATTER_GAP) of the one before: a word whose pieces are interleaved with a few other letters (a table's cells,
    read row by row); and whether they were. Words are joined by NULs."""
    indices = []
    start = 0
    while len(indices) < len(word):
        found = letters.find(word[len(indices)], start)
        if found < 0 or (indices and found - indices[-1] > (gap or SCATTER_GAP)):
            if not indices:
                return letters, False
            start, indices = indices[0] + 1, []
            continue
        indices.append(found)
        start = found + 1
    chars = list(letters)
    for index in indices:
        chars[index] = "\0"
    return "".join(chars), True


def consume_pieces(letters, word, window=None, record=None):
    """`letters` with `word` blanked out when it is there in whole pieces, in order, each piece a word of its own and
    at most `window` words after the one before (a word broken over the lines of a table column, which pdftotext
    reads interleaved with the next column's lines: "Modi", "Desc", "fier"), and whether it was. Of the ways to
    put the word together, the one of fewest pieces closest together wins, each step taking the longest piece."""
    window = window or PIECE_WINDOW
    tokens = letters.split("\0")
    best = None
    for start, token in enumerate(tokens):
        if not token or len(token) >= len(word) or not word.startswith(token):
            continue
        used, rest = [start], word[len(token):]
        while rest:
            after = used[-1]
            fits = [index for index in range(after + 1, min(after + 1 + window, len(tokens)))
                    if tokens[index] and rest.startswith(tokens[index])]
            if not fits:
                break
            chosen = max(fits, key=lambda index: (len(tokens[index]), -index))
            used.append(chosen)
            rest = rest[len(tokens[chosen]):]
        if not rest and (best is None or (len(used), used[-1] - used[0]) < (len(best), best[-1] - best[0])):
            best = used
    if best is None:
        return letters, False
    if record is not None:
        record += [tokens[index] for index in best]
    for index in best:
        tokens[index] = ""
    return "\0".join(tokens), True


def identifier_shaped(written):
    """Whether `written` reads as a program's identifier, the words narrow table columns break: 12 characters or more
    with an underscore, a lowercase letter before an uppercase one, or letters and digits together. (Other words the
    check finds in pieces are mostly pdftotext's splits, not line breaks: "Note" read as "N" and "ote".)"""
    if len(written) < 12:
        return False
    return "_" in written or any(a.islower() and b.isupper() for a, b in zip(written, written[1:])) \
        or (any(c.isdigit() for c in written) and any(c.isalpha() for c in written))


def broken_midword(written, pieces):
    """Whether a word `written` (its case as the page has it) that the rendering gave in `pieces` (lowercase) was
    broken where no reader expects a word to break: not after an underscore, not where lowercase meets uppercase
    (`Access|Manager`), not between letters and digits."""
    at = 0
    for piece in pieces[:-1]:
        at += len(piece)
        if at >= len(written):
            return False
        before, after = written[at - 1], written[at]
        if before == "_" or (before.islower() and after.isupper()) or before.isdigit() != after.isdigit():
            continue
        return True
    return False


def find_whole(letters, words, inside=False):
    """`letters` with each of `words` found whole (or `inside` a longer word) blanked out, and the words not found."""
    remaining = Letters(letters)
    missing = [word for word in words if not remaining.take(word, inside)]
    return remaining.text, missing


def find_each(letters, words, finder):
    """`letters` with each of `words` that `finder` finds blanked out, and the words it did not find."""
    missing = []
    for word in words:
        letters, found = finder(letters, word)
        if not found:
            missing.append(word)
    return letters, missing


def words_of(text):
    return [word.lower() for word in WORD.findall(text)]
