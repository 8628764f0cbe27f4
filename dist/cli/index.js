#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(8016);
const utils = __nccwpck_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
__webpack_unused_export__ = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
__webpack_unused_export__ = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
__webpack_unused_export__ = identity.isScalar;
__webpack_unused_export__ = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
__webpack_unused_export__ = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
__webpack_unused_export__ = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// NAMESPACE OBJECT: ./lib/checks/candidate-not-regular.js
var candidate_not_regular_namespaceObject = {};
__nccwpck_require__.r(candidate_not_regular_namespaceObject);
__nccwpck_require__.d(candidate_not_regular_namespaceObject, {
  check: () => (check),
  docs: () => (docs),
  examples: () => (examples),
  meta: () => (meta)
});

// NAMESPACE OBJECT: ./lib/checks/chain-near-budget.js
var chain_near_budget_namespaceObject = {};
__nccwpck_require__.r(chain_near_budget_namespaceObject);
__nccwpck_require__.d(chain_near_budget_namespaceObject, {
  check: () => (chain_near_budget_check),
  docs: () => (chain_near_budget_docs),
  examples: () => (chain_near_budget_examples),
  meta: () => (chain_near_budget_meta)
});

// NAMESPACE OBJECT: ./lib/checks/chain-over-budget.js
var chain_over_budget_namespaceObject = {};
__nccwpck_require__.r(chain_over_budget_namespaceObject);
__nccwpck_require__.d(chain_over_budget_namespaceObject, {
  check: () => (chain_over_budget_check),
  docs: () => (chain_over_budget_docs),
  examples: () => (chain_over_budget_examples),
  meta: () => (chain_over_budget_meta)
});

// NAMESPACE OBJECT: ./lib/checks/empty-override-hides.js
var empty_override_hides_namespaceObject = {};
__nccwpck_require__.r(empty_override_hides_namespaceObject);
__nccwpck_require__.d(empty_override_hides_namespaceObject, {
  blankHiders: () => (blankHiders),
  check: () => (empty_override_hides_check),
  docs: () => (empty_override_hides_docs),
  examples: () => (empty_override_hides_examples),
  meta: () => (empty_override_hides_meta)
});

// NAMESPACE OBJECT: ./lib/checks/empty-instruction-file.js
var empty_instruction_file_namespaceObject = {};
__nccwpck_require__.r(empty_instruction_file_namespaceObject);
__nccwpck_require__.d(empty_instruction_file_namespaceObject, {
  check: () => (empty_instruction_file_check),
  docs: () => (empty_instruction_file_docs),
  examples: () => (empty_instruction_file_examples),
  meta: () => (empty_instruction_file_meta)
});

// NAMESPACE OBJECT: ./lib/checks/encoding-bom.js
var encoding_bom_namespaceObject = {};
__nccwpck_require__.r(encoding_bom_namespaceObject);
__nccwpck_require__.d(encoding_bom_namespaceObject, {
  check: () => (encoding_bom_check),
  docs: () => (encoding_bom_docs),
  examples: () => (encoding_bom_examples),
  meta: () => (encoding_bom_meta)
});

// NAMESPACE OBJECT: ./lib/checks/encoding-invalid-utf8.js
var encoding_invalid_utf8_namespaceObject = {};
__nccwpck_require__.r(encoding_invalid_utf8_namespaceObject);
__nccwpck_require__.d(encoding_invalid_utf8_namespaceObject, {
  check: () => (encoding_invalid_utf8_check),
  docs: () => (encoding_invalid_utf8_docs),
  examples: () => (encoding_invalid_utf8_examples),
  meta: () => (encoding_invalid_utf8_meta)
});

// NAMESPACE OBJECT: ./lib/checks/encoding-nul.js
var encoding_nul_namespaceObject = {};
__nccwpck_require__.r(encoding_nul_namespaceObject);
__nccwpck_require__.d(encoding_nul_namespaceObject, {
  check: () => (encoding_nul_check),
  docs: () => (encoding_nul_docs),
  examples: () => (encoding_nul_examples),
  meta: () => (encoding_nul_meta)
});

// NAMESPACE OBJECT: ./lib/checks/encoding-utf16-utf32.js
var encoding_utf16_utf32_namespaceObject = {};
__nccwpck_require__.r(encoding_utf16_utf32_namespaceObject);
__nccwpck_require__.d(encoding_utf16_utf32_namespaceObject, {
  check: () => (encoding_utf16_utf32_check),
  docs: () => (encoding_utf16_utf32_docs),
  examples: () => (encoding_utf16_utf32_examples),
  meta: () => (encoding_utf16_utf32_meta)
});

// NAMESPACE OBJECT: ./lib/checks/nested-root-hides.js
var nested_root_hides_namespaceObject = {};
__nccwpck_require__.r(nested_root_hides_namespaceObject);
__nccwpck_require__.d(nested_root_hides_namespaceObject, {
  check: () => (nested_root_hides_check),
  docs: () => (nested_root_hides_docs),
  examples: () => (nested_root_hides_examples),
  meta: () => (nested_root_hides_meta)
});

// NAMESPACE OBJECT: ./lib/checks/override-committed.js
var override_committed_namespaceObject = {};
__nccwpck_require__.r(override_committed_namespaceObject);
__nccwpck_require__.d(override_committed_namespaceObject, {
  check: () => (override_committed_check),
  docs: () => (override_committed_docs),
  examples: () => (override_committed_examples),
  meta: () => (override_committed_meta)
});

// NAMESPACE OBJECT: ./lib/checks/override-local.js
var override_local_namespaceObject = {};
__nccwpck_require__.r(override_local_namespaceObject);
__nccwpck_require__.d(override_local_namespaceObject, {
  check: () => (override_local_check),
  docs: () => (override_local_docs),
  examples: () => (override_local_examples),
  meta: () => (override_local_meta)
});

// NAMESPACE OBJECT: ./lib/checks/override-untracked.js
var override_untracked_namespaceObject = {};
__nccwpck_require__.r(override_untracked_namespaceObject);
__nccwpck_require__.d(override_untracked_namespaceObject, {
  check: () => (override_untracked_check),
  docs: () => (override_untracked_docs),
  examples: () => (override_untracked_examples),
  meta: () => (override_untracked_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-as-text.js
var symlink_as_text_namespaceObject = {};
__nccwpck_require__.r(symlink_as_text_namespaceObject);
__nccwpck_require__.d(symlink_as_text_namespaceObject, {
  check: () => (symlink_as_text_check),
  docs: () => (symlink_as_text_docs),
  examples: () => (symlink_as_text_examples),
  meta: () => (symlink_as_text_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-chain.js
var symlink_chain_namespaceObject = {};
__nccwpck_require__.r(symlink_chain_namespaceObject);
__nccwpck_require__.d(symlink_chain_namespaceObject, {
  check: () => (symlink_chain_check),
  docs: () => (symlink_chain_docs),
  examples: () => (symlink_chain_examples),
  meta: () => (symlink_chain_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-dangling.js
var symlink_dangling_namespaceObject = {};
__nccwpck_require__.r(symlink_dangling_namespaceObject);
__nccwpck_require__.d(symlink_dangling_namespaceObject, {
  check: () => (symlink_dangling_check),
  docs: () => (symlink_dangling_docs),
  examples: () => (symlink_dangling_examples),
  meta: () => (symlink_dangling_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-escape.js
var symlink_escape_namespaceObject = {};
__nccwpck_require__.r(symlink_escape_namespaceObject);
__nccwpck_require__.d(symlink_escape_namespaceObject, {
  check: () => (symlink_escape_check),
  docs: () => (symlink_escape_docs),
  examples: () => (symlink_escape_examples),
  meta: () => (symlink_escape_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-ignored-by-agent.js
var symlink_ignored_by_agent_namespaceObject = {};
__nccwpck_require__.r(symlink_ignored_by_agent_namespaceObject);
__nccwpck_require__.d(symlink_ignored_by_agent_namespaceObject, {
  check: () => (symlink_ignored_by_agent_check),
  docs: () => (symlink_ignored_by_agent_docs),
  examples: () => (symlink_ignored_by_agent_examples),
  meta: () => (symlink_ignored_by_agent_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-non-regular.js
var symlink_non_regular_namespaceObject = {};
__nccwpck_require__.r(symlink_non_regular_namespaceObject);
__nccwpck_require__.d(symlink_non_regular_namespaceObject, {
  check: () => (symlink_non_regular_check),
  docs: () => (symlink_non_regular_docs),
  examples: () => (symlink_non_regular_examples),
  meta: () => (symlink_non_regular_meta)
});

// NAMESPACE OBJECT: ./lib/checks/symlink-policy.js
var symlink_policy_namespaceObject = {};
__nccwpck_require__.r(symlink_policy_namespaceObject);
__nccwpck_require__.d(symlink_policy_namespaceObject, {
  check: () => (symlink_policy_check),
  docs: () => (symlink_policy_docs),
  examples: () => (symlink_policy_examples),
  meta: () => (symlink_policy_meta)
});

// NAMESPACE OBJECT: ./lib/checks/unreadable-candidate.js
var unreadable_candidate_namespaceObject = {};
__nccwpck_require__.r(unreadable_candidate_namespaceObject);
__nccwpck_require__.d(unreadable_candidate_namespaceObject, {
  check: () => (unreadable_candidate_check),
  docs: () => (unreadable_candidate_docs),
  examples: () => (unreadable_candidate_examples),
  meta: () => (unreadable_candidate_meta)
});

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./lib/checks/facts.js
const OVERRIDE_FILE = 'AGENTS.override.md';
const memo = new WeakMap();
function baseName(rel) {
    const i = rel.lastIndexOf('/');
    return i === -1 ? rel : rel.slice(i + 1);
}
function dirName(rel) {
    const i = rel.lastIndexOf('/');
    return i === -1 ? '.' : rel.slice(0, i);
}
function settingsOf(input) {
    const o = input.options;
    return { maxBytes: o.maxBytes, fallbackFilenames: o.fallbackFilenames, rootMarkers: o.rootMarkers, home: o.home };
}
function factsOf(input) {
    const hit = memo.get(input);
    if (hit)
        return hit;
    const settings = settingsOf(input);
    const profileIds = input.profiles.map((p) => p.id);
    const namesByProfile = new Map(input.profiles.map((p) => [p.id, new Set(p.candidateNames(settings))]));
    const candidateNames = new Set();
    for (const s of namesByProfile.values())
        for (const n of s)
            candidateNames.add(n);
    const fates = new Map();
    const fateFor = (rel, profile) => {
        let byProfile = fates.get(rel);
        if (!byProfile) {
            byProfile = new Map();
            fates.set(rel, byProfile);
        }
        let f = byProfile.get(profile);
        if (!f) {
            f = { loaded: [], passed: new Map() };
            byProfile.set(profile, f);
        }
        return f;
    };
    for (const { chain } of input.chains) {
        for (const file of chain.files) {
            if (file.personal)
                continue;
            fateFor(file.path, chain.profile).loaded.push(chain.cwd);
        }
        for (const p of chain.passedOver) {
            const f = fateFor(p.path, chain.profile);
            let entry = f.passed.get(p.reason);
            if (!entry) {
                entry = { cwds: [], ...(p.detail !== undefined ? { detail: p.detail } : {}) };
                f.passed.set(p.reason, entry);
            }
            entry.cwds.push(chain.cwd);
        }
    }
    const paths = new Set(fates.keys());
    for (const c of input.candidates)
        if (candidateNames.has(baseName(c)))
            paths.add(c);
    const instructionPaths = [...paths].filter((p) => !p.startsWith('~')).sort();
    const instructionSet = new Set(instructionPaths);
    const empty = new Map();
    const facts = {
        settings,
        profileIds,
        candidateNames,
        instructionPaths,
        isInstruction: (rel) => instructionSet.has(rel),
        fate: (rel) => fates.get(rel) ?? empty,
        profilesNaming: (name) => profileIds.filter((id) => namesByProfile.get(id)?.has(name)),
    };
    memo.set(input, facts);
    return facts;
}
/** `32,768` */
function fmtInt(n) {
    return n.toLocaleString('en-US');
}
/** `codex, a3s` (profiles in the order given). */
function fmtProfiles(ids) {
    return ids.length === 0 ? 'no configured agent' : ids.join(', ');
}
/** A working directory for a sentence: `.` reads as "the repository root". */
function fmtCwd(cwd) {
    return cwd === '.' ? 'the repository root' : cwd;
}
/** "packages/api", "packages/api and packages/web", "a, b, c and 397 more working directories". */
function fmtCwds(cwds, cap = 3) {
    if (cwds.length === 0)
        return 'no working directory';
    const shown = cwds.slice(0, cap).map(fmtCwd);
    const more = cwds.length - shown.length;
    if (more > 0)
        return `${shown.join(', ')} and ${fmtInt(more)} more working director${more === 1 ? 'y' : 'ies'}`;
    if (shown.length === 1)
        return shown[0];
    return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
/** "x", "x and y", "x, y and 3 more" for any list of names. */
function fmtList(items, cap = 3) {
    const shown = items.slice(0, cap);
    const more = items.length - shown.length;
    if (more > 0)
        return `${shown.join(', ')} and ${fmtInt(more)} more`;
    if (shown.length <= 1)
        return shown[0] ?? '';
    return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
/** A repository value shown inside a message: quoted, control characters escaped, length-capped. */
function facts_q(value) {
    return JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value);
}
/** Sorted, de-duplicated copy (working directories in report order: root first). */
function uniqueSorted(items) {
    return [...new Set(items)].sort((a, b) => (a === b ? 0 : a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : 1));
}
const REASON_TEXT = {
    hidden: 'does not load it (another file wins in its directory)',
    'whitespace-only': 'skips it as blank',
    'not-regular-file': 'skips it (not a regular file)',
    'symlink-rejected': 'ignores it (it is a symlink)',
    'outside-root': 'refuses it (outside the repository)',
    'invalid-utf8': 'rejects it (not valid UTF-8)',
    'budget-spent': 'never reaches it (the byte budget is spent)',
    'empty-after-cut': 'cuts it to nothing',
    'unsafe-name': 'refuses its name',
    unreadable: 'cannot read it',
    'not-configured': 'is not configured to read it',
};
/**
 * One clause per profile on what it does with `rel`, e.g. "codex loads it in packages/api; a3s
 * rejects it (not valid UTF-8)". Empty string when no audited chain meets the file.
 */
function describeFate(facts, rel) {
    const fate = facts.fate(rel);
    const parts = [];
    for (const id of facts.profileIds) {
        const f = fate.get(id);
        if (!f)
            continue;
        if (f.loaded.length > 0) {
            parts.push(`${id} loads it in ${fmtCwds(uniqueSorted(f.loaded))}`);
            continue;
        }
        const [reason] = f.passed.keys();
        if (reason !== undefined)
            parts.push(`${id} ${REASON_TEXT[reason]}`);
    }
    return parts.join('; ');
}
/** Profiles that load `rel` in at least one chain. */
function loadingProfiles(facts, rel) {
    const fate = facts.fate(rel);
    return facts.profileIds.filter((id) => (fate.get(id)?.loaded.length ?? 0) > 0);
}
/** Profiles whose chains meet `rel` at all (load it or pass it over). */
function concernedProfiles(facts, rel) {
    const fate = facts.fate(rel);
    return facts.profileIds.filter((id) => fate.has(id));
}
/** Working directories whose chains meet `rel` (load it or pass it over), any profile. */
function concernedCwds(facts, rel) {
    const out = [];
    for (const f of facts.fate(rel).values()) {
        out.push(...f.loaded);
        for (const e of f.passed.values())
            out.push(...e.cwds);
    }
    return uniqueSorted(out);
}
//# sourceMappingURL=facts.js.map
;// CONCATENATED MODULE: ./lib/checks/symlinks.js

const symlinks_memo = new WeakMap();
function linkedCandidates(input) {
    const hit = symlinks_memo.get(input);
    if (hit)
        return hit;
    const out = [];
    for (const rel of factsOf(input).instructionPaths) {
        const probe = input.ctx.probe(rel);
        if (probe.lkind === 'symlink' && probe.link)
            out.push({ rel, probe, link: probe.link });
    }
    symlinks_memo.set(input, out);
    return out;
}
function isEscape(l) {
    return l.link.absolute || l.link.outside;
}
function isDangling(l) {
    return l.probe.kind === 'missing' && !l.link.loop;
}
function isNonRegular(l) {
    return !l.link.loop && l.probe.kind !== 'file' && l.probe.kind !== 'missing';
}
function isChain(l) {
    return l.link.chained || l.link.loop;
}
/** Whether one of the policy-independent symlink errors applies (then the softer symlink rules stay quiet). */
function isBroken(l) {
    return isEscape(l) || isDangling(l) || isNonRegular(l) || isChain(l);
}
/** `CLAUDE.md → "AGENTS.md"` */
function linkText(l) {
    return `${l.rel} → ${q(l.link.target)}`;
}
/** " (codex loads it in …; a3s ignores it)" or "". */
function fateSuffix(input, rel) {
    const d = describeFate(factsOf(input), rel);
    return d === '' ? '' : ` (${d})`;
}
const KIND_TEXT = {
    directory: 'a directory',
    fifo: 'a named pipe (FIFO)',
    socket: 'a socket',
    device: 'a device',
    other: 'something that is not a file',
    file: 'a file',
    symlink: 'a symlink',
    missing: 'nothing',
};
//# sourceMappingURL=symlinks.js.map
;// CONCATENATED MODULE: ./lib/checks/candidate-not-regular.js


const meta = {
    id: 'candidate-not-regular',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'A directory, FIFO, socket or device has an instruction-file name: agents skip it (or block on it).',
};
const NON_REGULAR = new Set(['directory', 'fifo', 'socket', 'device', 'other']);
function check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const rel of facts.instructionPaths) {
        const p = input.ctx.probe(rel);
        if (!NON_REGULAR.has(p.lkind) || p.error !== undefined)
            continue;
        const fate = describeFate(facts, rel);
        const profiles = concernedProfiles(facts, rel);
        const blocking = p.lkind === 'fifo' || p.lkind === 'device' || p.lkind === 'socket';
        out.push({
            ruleId: meta.id,
            severity: meta.defaultSeverity,
            path: rel,
            line: null,
            message: `${rel} is ${KIND_TEXT[p.lkind] ?? 'not a regular file'}, not an instruction file${fate ? ` (${fate})` : ''}. ` +
                `Codex and A3S Code check the file type and move on to the next name, so whatever this name was meant to provide is missing${blocking ? '; a tool that opens it without checking blocks or reads without end (the audit never opens it)' : ''}. ` +
                'Fix: remove it or give it another name, and put the instructions in a regular file.',
            ...(profiles.length > 0 ? { profiles } : {}),
        });
    }
    return out;
}
const examples = {
    failing: {
        description: 'Somebody made AGENTS.md a directory of notes.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md/style.md': '# Style\n\nUse tabs.\n' },
        expect: { path: 'AGENTS.md', line: null },
    },
    passing: {
        description: 'AGENTS.md is a regular file; the notes live next to it.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md': '# Rules\n\nSee docs/agents/style.md for the style guide.\n', 'docs/agents/style.md': '# Style\n\nUse tabs.\n' },
    },
};
const docs = {
    why: 'Agents pick instruction files by name. Codex checks that the candidate is a regular file and otherwise tries the next name (its tests cover a directory and a FIFO named `AGENTS.md`); A3S Code does the same. ' +
        'So a directory called `AGENTS.md` quietly gives the agent nothing, and a FIFO or device can make a tool that opens it without checking hang. The audit only stats these paths and never opens them.',
    fix: 'Rename or remove the directory, FIFO or device, and keep the instructions in a regular file with that name.',
};
//# sourceMappingURL=candidate-not-regular.js.map
;// CONCATENATED MODULE: ./lib/discovery/encoding.js
/**
 * Byte-level facts about an instruction file: which encoding it is in, where the first invalid
 * UTF-8 byte is, where a byte offset falls as a line and column, and where a budget cut lands.
 * Pure functions over Buffers; they look only at the bytes they are given.
 */
/** Length of the UTF-8 sequence a lead byte announces, or 0 for a byte that cannot start one. */
function seqLength(b) {
    if (b < 0x80)
        return 1;
    if (b >= 0xc2 && b <= 0xdf)
        return 2;
    if (b >= 0xe0 && b <= 0xef)
        return 3;
    if (b >= 0xf0 && b <= 0xf4)
        return 4;
    return 0;
}
/** Whether `b` may follow the lead byte `lead` as the first continuation byte (RFC 3629 ranges). */
function firstContinuationOk(lead, b) {
    if (lead === 0xe0)
        return b >= 0xa0 && b <= 0xbf;
    if (lead === 0xed)
        return b >= 0x80 && b <= 0x9f;
    if (lead === 0xf0)
        return b >= 0x90 && b <= 0xbf;
    if (lead === 0xf4)
        return b >= 0x80 && b <= 0x8f;
    return b >= 0x80 && b <= 0xbf;
}
/**
 * Offset of the first invalid UTF-8 byte in `buf`, or -1. A sequence that is only incomplete
 * because the buffer ends (a read cap or a budget cut) is not invalid: set `atEof` when the
 * buffer holds the whole file, so that a truncated final sequence counts.
 */
function firstInvalidUtf8(buf, atEof = true) {
    let i = 0;
    const n = buf.length;
    while (i < n) {
        const b = buf[i];
        if (b < 0x80) {
            i += 1;
            continue;
        }
        const len = seqLength(b);
        if (len === 0)
            return i;
        for (let k = 1; k < len; k++) {
            if (i + k >= n)
                return atEof ? i : -1;
            const c = buf[i + k];
            const ok = k === 1 ? firstContinuationOk(b, c) : c >= 0x80 && c <= 0xbf;
            if (!ok)
                return i;
        }
        i += len;
    }
    return -1;
}
function analyzeBytes(buf, atEof) {
    const firstNul = buf.indexOf(0);
    const b0 = buf[0];
    const b1 = buf[1];
    const b2 = buf[2];
    const b3 = buf[3];
    let encoding = 'utf-8';
    let bom = false;
    if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) {
        encoding = 'utf-32le';
        bom = true;
    }
    else if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) {
        encoding = 'utf-32be';
        bom = true;
    }
    else if (b0 === 0xff && b1 === 0xfe) {
        encoding = 'utf-16le';
        bom = true;
    }
    else if (b0 === 0xfe && b1 === 0xff) {
        encoding = 'utf-16be';
        bom = true;
    }
    else if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
        encoding = 'utf-8-bom';
        bom = true;
    }
    else if (firstNul !== -1) {
        encoding = guessWideEncoding(buf);
    }
    const firstInvalid = encoding === 'utf-8' || encoding === 'utf-8-bom' ? firstInvalidUtf8(buf, atEof) : -1;
    return { encoding, bom, firstNul, firstInvalid };
}
/** Tell BOM-less UTF-16/32 from binary by where the NUL bytes sit in the first 4 KiB. */
function guessWideEncoding(buf) {
    const n = Math.min(buf.length, 4096) & ~3;
    if (n < 4)
        return 'binary';
    const zerosAt = [0, 0, 0, 0];
    for (let i = 0; i < n; i++)
        if (buf[i] === 0)
            zerosAt[i & 3] += 1;
    const quads = n / 4;
    const [z0, z1, z2, z3] = zerosAt;
    // ASCII text in UTF-32LE: bytes 1..3 of every unit are zero; in UTF-16LE: every odd byte.
    if (z1 >= quads * 0.9 && z2 >= quads * 0.9 && z3 >= quads * 0.9)
        return 'utf-32le';
    if (z0 >= quads * 0.9 && z1 >= quads * 0.9 && z2 >= quads * 0.9)
        return 'utf-32be';
    if (z1 + z3 >= quads * 2 * 0.7 && z0 + z2 < quads * 2 * 0.1)
        return 'utf-16le';
    if (z0 + z2 >= quads * 2 * 0.7 && z1 + z3 < quads * 2 * 0.1)
        return 'utf-16be';
    return 'binary';
}
/** Line and column of the byte at `offset` (which may equal buf.length: the position after the last byte). */
function placeOf(buf, offset) {
    let line = 1;
    let lineStart = 0;
    const end = Math.min(offset, buf.length);
    for (let i = 0; i < end; i++) {
        if (buf[i] === 0x0a) {
            line += 1;
            lineStart = i + 1;
        }
    }
    let column = 1;
    for (let i = lineStart; i < end; i++) {
        // Count characters: every byte that is not a UTF-8 continuation byte starts one.
        if ((buf[i] & 0xc0) !== 0x80)
            column += 1;
    }
    return { line, column: column };
}
/** Whether cutting `buf` after `offset` bytes splits a multi-byte UTF-8 character. */
function splitsCharacter(buf, offset) {
    if (offset <= 0 || offset >= buf.length)
        return false;
    return (buf[offset] & 0xc0) === 0x80;
}
/** Largest offset ≤ `offset` that does not split a UTF-8 character (A3S Code's cut). */
function utf8Boundary(buf, offset) {
    let o = Math.min(offset, buf.length);
    while (o > 0 && o < buf.length && (buf[o] & 0xc0) === 0x80)
        o -= 1;
    return o;
}
/** Number of lines in a buffer holding a whole file (a final line without newline counts). */
function countLines(buf) {
    if (buf.length === 0)
        return 0;
    let lines = 0;
    for (let i = 0; i < buf.length; i++)
        if (buf[i] === 0x0a)
            lines += 1;
    return buf[buf.length - 1] === 0x0a ? lines : lines + 1;
}
const lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
/** Decode as Rust's `String::from_utf8_lossy` does (U+FFFD per invalid sequence), keeping a BOM. */
function decodeLossy(buf) {
    return lossy.decode(buf);
}
/** Rust's `str::trim().is_empty()`: only Unicode White_Space (not U+FEFF). */
function isBlank(text) {
    return /^\p{White_Space}*$/u.test(text);
}
//# sourceMappingURL=encoding.js.map
;// CONCATENATED MODULE: ./lib/checks/chain-near-budget.js
/**
 * `chain-near-budget`: a chain that fits its budget but uses at least the warning threshold of it
 * (`options.warnThreshold`, 90 % by default). One finding per file where the chains cross the
 * threshold, on the line where they cross it.
 */


const chain_near_budget_meta = {
    id: 'chain-near-budget',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'A chain of instruction files uses most of the agent’s byte budget (90 % by default): a little more text and the agent starts cutting.',
};
function pct(n) {
    return `${Math.round(n * 1000) / 10}%`;
}
function chain_near_budget_check(input) {
    const facts = factsOf(input);
    const threshold = input.options.warnThreshold;
    const groups = new Map();
    for (const { chain } of input.chains) {
        const budget = chain.budget;
        if (budget === null || budget <= 0)
            continue;
        if (chain.files.some((f) => f.truncated))
            continue; // chain-over-budget reports it
        if (chain.passedOver.some((p) => p.reason === 'budget-spent' || p.reason === 'empty-after-cut'))
            continue;
        const limit = Math.ceil(threshold * budget);
        if (chain.usedBytes < limit)
            continue;
        // Personal documents count against the budget only for some agents (A3S yes, Codex no).
        const all = chain.files.reduce((n, f) => n + f.loadedBytes, 0);
        const personalBudgeted = all === chain.usedBytes;
        let acc = 0;
        for (const f of chain.files) {
            if (f.personal && !personalBudgeted)
                continue;
            if (acc + f.loadedBytes >= limit) {
                const offset = Math.max(0, limit - acc - 1);
                const key = `${f.path}\0${offset}\0${budget}`;
                let g = groups.get(key);
                if (!g) {
                    g = { file: f.path, personal: f.personal === true, offset, budget, minUsed: chain.usedBytes, maxUsed: chain.usedBytes, profiles: new Set(), cwds: new Set() };
                    groups.set(key, g);
                }
                g.minUsed = Math.min(g.minUsed, chain.usedBytes);
                g.maxUsed = Math.max(g.maxUsed, chain.usedBytes);
                g.profiles.add(chain.profile);
                g.cwds.add(chain.cwd);
                break;
            }
            acc += f.loadedBytes;
        }
    }
    const out = [];
    for (const g of groups.values()) {
        const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
        const cwds = uniqueSorted(g.cwds);
        let line = 1;
        let column;
        if (g.personal)
            line = null;
        else {
            const content = input.ctx.readIfLoaded(g.file);
            if (content && g.offset <= content.bytes.length) {
                const place = placeOf(content.bytes, g.offset);
                line = place.line;
                column = place.column;
            }
        }
        const used = g.minUsed === g.maxUsed ? `${fmtInt(g.maxUsed)}` : `up to ${fmtInt(g.maxUsed)}`;
        const where = g.personal ? `the personal document ${g.file}` : line !== null ? `${g.file} (at line ${fmtInt(line)})` : g.file;
        out.push({
            ruleId: chain_near_budget_meta.id,
            severity: chain_near_budget_meta.defaultSeverity,
            path: g.personal ? null : g.file,
            line,
            ...(column !== undefined ? { column } : {}),
            message: `${fmtProfiles(profiles)} in ${fmtCwds(cwds)} load ${used} of ${fmtInt(g.budget)} bytes (${pct(g.maxUsed / g.budget)}), above the ${pct(threshold)} warning threshold; the chain crosses it in ${where}. ` +
                `About ${fmtInt(g.budget - g.maxUsed)} more bytes anywhere on the chain and the agent starts silently cutting its end. ` +
                'Fix: trim or split the files on this chain before they grow, or raise max-bytes for every agent that reads them.',
            profiles,
            cwds,
            key: `near:${profiles.join(',')}`,
        });
    }
    return out;
}
const chain_near_budget_examples = {
    failing: {
        description: 'A 120-byte chain against a 128-byte budget (94 %).',
        options: { maxBytes: 128 },
        files: {
            'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n- Keep functions short; prefer pure ones.\n',
        },
        expect: { path: 'AGENTS.md', line: 6, column: 28 },
    },
    passing: {
        description: 'The same file against the default 32 KiB budget.',
        files: {
            'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n- Keep functions short; prefer pure ones.\n',
        },
    },
};
const chain_near_budget_docs = {
    why: 'A chain that uses most of its budget is one edit away from being cut (see `chain-over-budget`), and the edit that tips it over is usually made in an unrelated file higher up the chain. ' +
        'The warning threshold is 90 % of the budget by default; set it with `warn-threshold` (config file), the `warn-threshold` action input or `--warn-threshold 80`. ' +
        'The finding sits on the line where the chain crosses the threshold, once per file however many working directories share it.',
    fix: 'Trim the chain while it still fits: move reference material out of the instruction files, drop rules that repeat the parent file, or raise `max-bytes` (Codex: `project_doc_max_bytes`) for every agent that reads them.',
};
//# sourceMappingURL=chain-near-budget.js.map
;// CONCATENATED MODULE: ./lib/checks/chain-over-budget.js

const chain_over_budget_meta = {
    id: 'chain-over-budget',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'A chain of instruction files is longer than the agent’s byte budget: the agent silently drops the end.',
};
function lostAfter(files, from) {
    return files.slice(from + 1).filter((f) => f.truncated).map((f) => f.path);
}
function chain_over_budget_check(input) {
    const facts = factsOf(input);
    const groups = new Map();
    for (const { chain } of input.chains) {
        if (chain.budget === null || chain.budget <= 0)
            continue;
        const cutIndex = chain.files.findIndex((f) => f.truncated);
        const emptied = chain.passedOver.filter((p) => p.reason === 'empty-after-cut').map((p) => p.path);
        const spent = chain.passedOver.filter((p) => p.reason === 'budget-spent').map((p) => p.path);
        let kind;
        let file;
        let cf;
        let lost;
        if (cutIndex !== -1) {
            cf = chain.files[cutIndex];
            kind = 'cut';
            file = cf.path;
            lost = [...lostAfter(chain.files, cutIndex), ...emptied, ...spent];
        }
        else if (emptied.length > 0) {
            kind = 'emptied';
            file = emptied[0];
            lost = [...emptied.slice(1), ...spent];
        }
        else if (spent.length > 0) {
            kind = 'spent';
            file = spent[0];
            lost = spent.slice(1);
        }
        else {
            continue;
        }
        const key = `${kind}\0${file}\0${cf?.cut?.byteOffset ?? cf?.loadedBytes ?? ''}\0${chain.budget}`;
        let g = groups.get(key);
        if (!g) {
            g = {
                kind,
                file,
                personal: cf?.personal === true || file.startsWith('~'),
                ...(cf?.cut ? { cut: cf.cut } : {}),
                loaded: cf?.loadedBytes ?? 0,
                size: cf?.size ?? 0,
                unread: cf?.unread === true,
                budget: chain.budget,
                used: 0,
                profiles: new Set(),
                cwds: new Set(),
                lost: new Set(),
            };
            groups.set(key, g);
        }
        g.used = Math.max(g.used, chain.usedBytes);
        g.profiles.add(chain.profile);
        g.cwds.add(chain.cwd);
        for (const l of lost)
            if (l !== file)
                g.lost.add(l);
    }
    const out = [];
    for (const g of groups.values()) {
        const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
        const cwds = uniqueSorted(g.cwds);
        const who = `${fmtProfiles(profiles)} in ${fmtCwds(cwds)}`;
        let head;
        let line = 1;
        let column;
        let endLine;
        const notes = [`the chain uses ${fmtInt(g.used)} of ${fmtInt(g.budget)} bytes`];
        if (g.kind === 'cut') {
            const c = g.cut;
            if (g.unread || !c) {
                head = `${g.file} is cut after ${fmtInt(g.loaded)} of its ${fmtInt(g.size)} bytes for ${who}${g.unread ? ' (it links outside the repository, so the audit did not read it)' : ''}`;
            }
            else {
                line = c.line;
                column = c.column;
                if (c.lastLine !== null) {
                    if (c.lastLine > c.line)
                        endLine = c.lastLine;
                    const lines = c.lastLine > c.line ? `lines ${fmtInt(c.line)}-${fmtInt(c.lastLine)}` : `line ${fmtInt(c.line)}`;
                    head = `${lines} of ${g.file} ${c.lastLine > c.line ? 'are' : 'is'} never seen by ${who}`;
                }
                else {
                    head = `everything from line ${fmtInt(c.line)} of ${g.file} to its end is never seen by ${who}`;
                }
                if (c.column > 1)
                    notes.push(`the cut falls at line ${fmtInt(c.line)}, column ${fmtInt(c.column)}, byte ${fmtInt(c.byteOffset)} of ${fmtInt(g.size)}`);
                else
                    notes.push(`the cut falls at byte ${fmtInt(c.byteOffset)} of ${fmtInt(g.size)}`);
                if (c.splitsCharacter)
                    notes.push('the cut splits a multi-byte character, which the agent sees as U+FFFD');
            }
        }
        else if (g.kind === 'emptied') {
            head = `${g.file} is never seen by ${who}: the bytes left in the budget would hold only whitespace of it, so the agent drops it`;
        }
        else {
            head = `${g.file} is never loaded by ${who}: earlier files on the chain use the whole budget`;
        }
        const lost = [...g.lost].sort();
        if (lost.length > 0)
            notes.push(`${fmtInt(lost.length)} later file${lost.length === 1 ? ' is' : 's are'} never loaded${lost.length === 1 ? '' : ' in full'}: ${fmtList(lost)}`);
        out.push({
            ruleId: chain_over_budget_meta.id,
            severity: chain_over_budget_meta.defaultSeverity,
            path: g.personal ? null : g.file,
            line: g.personal ? null : line,
            ...(column !== undefined && !g.personal ? { column } : {}),
            ...(endLine !== undefined && !g.personal ? { endLine } : {}),
            message: `${head} (${notes.join('; ')}). The agent drops everything past its ${fmtInt(g.budget)}-byte budget without telling anyone. ` +
                'Fix: shorten the files on this chain (the budget is shared from the repository root down), move detail into documents the agent can open when it needs them, or raise max-bytes (Codex: project_doc_max_bytes) for every agent that reads them.',
            profiles,
            cwds,
            key: `${g.kind}:${profiles.join(',')}:${g.cut?.byteOffset ?? g.loaded}`,
        });
    }
    return out;
}
const chain_over_budget_examples = {
    failing: {
        description: 'With a 200-byte budget, the root file and the package file together do not fit: the end of the package file is cut.',
        options: { maxBytes: 200 },
        files: {
            'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n',
            'packages/api/AGENTS.md': '# packages/api\n\n- Every response carries a request_id.\n- Validate input with zod.\n- Run `pnpm --filter api test`.\n- Never log request bodies.\n',
        },
        expect: { path: 'packages/api/AGENTS.md', line: 5, column: 6 },
    },
    passing: {
        description: 'The same files with the default 32 KiB budget.',
        files: {
            'AGENTS.md': '# Repository rules\n\n- Use pnpm, never npm.\n- Conventional commits.\n',
            'packages/api/AGENTS.md': '# packages/api\n\n- Every response carries a request_id.\n- Validate input with zod.\n- Run `pnpm --filter api test`.\n- Never log request bodies.\n',
        },
    },
};
const chain_over_budget_docs = {
    why: 'Codex and A3S Code give all the project instruction files of one working directory a shared byte budget (`project_doc_max_bytes`, 32 KiB by default), filled from the repository root down. ' +
        'A file that does not fit is cut at the remaining byte count (Codex cuts bytes, possibly in the middle of a character; A3S Code backs up to a character boundary) and later files are not read at all. ' +
        'Nothing tells the user: the agent simply never sees the rules at the end of the chain, which are usually the most specific ones. ' +
        'The finding sits on the line where the cut starts and says which lines are lost, for which agents and in which working directories; a cut shared by many working directories (a long root file) is one finding.',
    fix: 'Shorten the chain: move long reference material out of `AGENTS.md` into documents the agent can open on demand, remove rules repeated in nested files, or split a long root file so each package gets only what applies to it. ' +
        'If the agents really can take more, raise the budget for all of them (`max-bytes` here, `project_doc_max_bytes` in Codex’s config).',
};
//# sourceMappingURL=chain-over-budget.js.map
;// CONCATENATED MODULE: ./lib/checks/empty-override-hides.js
/**
 * `empty-override-hides`: a blank file wins its directory for an agent that picks by file type, not
 * content (Codex: an empty AGENTS.override.md still claims the directory), so a non-empty file next
 * to it is never loaded. Detected from the chains: a file passed over as `hidden` by a file that the
 * same chain passed over as `whitespace-only`.
 */


const empty_override_hides_meta = {
    id: 'empty-override-hides',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An empty AGENTS.override.md still claims its directory for Codex, so the AGENTS.md next to it is never loaded.',
};
const empty_override_hides_memo = new WeakMap();
function hasContent(input, rel) {
    const p = input.ctx.probe(rel);
    if (p.kind !== 'file')
        return false;
    if (p.link?.outside)
        return (p.size ?? 0) > 0;
    const c = input.ctx.read(rel);
    if (!c || c.error)
        return false;
    return !isBlank(Buffer.from(c.bytes).toString('utf8'));
}
/** Blank files that hide a non-empty file, keyed by the blank file. */
function blankHiders(input) {
    const hit = empty_override_hides_memo.get(input);
    if (hit)
        return hit;
    const groups = new Map();
    const contentCache = new Map();
    const content = (rel) => {
        let v = contentCache.get(rel);
        if (v === undefined) {
            v = hasContent(input, rel);
            contentCache.set(rel, v);
        }
        return v;
    };
    for (const { chain } of input.chains) {
        const blank = new Set(chain.passedOver.filter((p) => p.reason === 'whitespace-only').map((p) => p.path));
        if (blank.size === 0)
            continue;
        for (const p of chain.passedOver) {
            if (p.reason !== 'hidden' || p.detail === undefined || !blank.has(p.detail))
                continue;
            if (!content(p.path))
                continue;
            let g = groups.get(p.detail);
            if (!g) {
                g = { blank: p.detail, hidden: new Set(), profiles: new Set(), cwds: new Set() };
                groups.set(p.detail, g);
            }
            g.hidden.add(p.path);
            g.profiles.add(chain.profile);
            g.cwds.add(chain.cwd);
        }
    }
    empty_override_hides_memo.set(input, groups);
    return groups;
}
function empty_override_hides_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const g of blankHiders(input).values()) {
        const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
        const cwds = uniqueSorted(g.cwds);
        const hidden = [...g.hidden].sort();
        const others = hidden
            .map((h) => {
            const fate = facts.profileIds
                .filter((id) => !g.profiles.has(id))
                .map((id) => ({ id, f: facts.fate(h).get(id) }))
                .filter((x) => (x.f?.loaded.length ?? 0) > 0)
                .map((x) => x.id);
            return fate.length > 0 ? `${fmtProfiles(fate)} fall${fate.length === 1 ? 's' : ''} through to ${h}` : '';
        })
            .filter(Boolean);
        const size = input.ctx.probe(g.blank).size ?? 0;
        out.push({
            ruleId: empty_override_hides_meta.id,
            severity: empty_override_hides_meta.defaultSeverity,
            path: g.blank,
            line: 1,
            message: `${g.blank} is ${size === 0 ? 'empty' : `blank (${fmtInt(size)} bytes of whitespace)`}, but ${fmtProfiles(profiles)} still ${profiles.length === 1 ? 'picks' : 'pick'} it for its directory and then skip${profiles.length === 1 ? 's' : ''} it as blank: ${fmtList(hidden)} ${hidden.length === 1 ? 'is' : 'are'} never loaded by ${fmtProfiles(profiles)} in ${fmtCwds(cwds)}${others.length > 0 ? ` (${others.join('; ')})` : ''}. ` +
                `Fix: delete ${g.blank}, or write the instructions it is meant to override with.`,
            profiles,
            cwds,
        });
    }
    return out;
}
const empty_override_hides_examples = {
    failing: {
        description: 'An empty local override, left behind after clearing it: Codex loads nothing from the root.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '',
        },
        untracked: ['AGENTS.override.md'],
        expect: { path: 'AGENTS.override.md', line: 1 },
    },
    passing: {
        description: 'No override: AGENTS.md is loaded.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
        },
    },
};
const empty_override_hides_docs = {
    why: 'Codex picks one file per directory by file type alone: the first of `AGENTS.override.md`, `AGENTS.md` and the fallbacks that is a regular file wins, even when it is empty. ' +
        'The content pass then drops the blank file, so the directory contributes nothing and its `AGENTS.md` is never used. A3S Code behaves differently (it falls through to the next non-empty candidate), which makes the problem easy to miss when testing with another agent. ' +
        'The rule is detected from the chains, so it applies to any profile with Codex’s behaviour.',
    fix: 'Delete the empty override (`rm AGENTS.override.md`), or put the instructions you meant to override with into it.',
};
//# sourceMappingURL=empty-override-hides.js.map
;// CONCATENATED MODULE: ./lib/checks/encodings.js

const encodings_memo = new WeakMap();
/**
 * Every instruction file that is (or links to) a regular file inside the repository and could be
 * read. A link whose target is itself an instruction file is left out: the target is checked under
 * its own name, so a problem is reported once.
 */
function readableCandidates(input) {
    const hit = encodings_memo.get(input);
    if (hit)
        return hit;
    const facts = factsOf(input);
    const out = [];
    for (const rel of facts.instructionPaths) {
        const p = input.ctx.probe(rel);
        if (p.kind !== 'file' || p.error !== undefined)
            continue;
        if (p.link) {
            if (p.link.outside || p.link.resolved === null)
                continue;
            if (facts.isInstruction(p.link.resolved))
                continue;
        }
        const content = input.ctx.read(rel);
        if (!content || content.error)
            continue;
        out.push({ rel, content });
    }
    encodings_memo.set(input, out);
    return out;
}
//# sourceMappingURL=encodings.js.map
;// CONCATENATED MODULE: ./lib/checks/empty-instruction-file.js
/** `empty-instruction-file`: an instruction file that is empty or holds only whitespace. */




const empty_instruction_file_meta = {
    id: 'empty-instruction-file',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An instruction file is empty or whitespace-only: agents skip it, so it provides nothing.',
};
function empty_instruction_file_check(input) {
    const facts = factsOf(input);
    const hiders = blankHiders(input);
    const out = [];
    for (const { rel, content } of readableCandidates(input)) {
        if (!content.complete || hiders.has(rel))
            continue;
        const enc = content.facts.encoding;
        if (enc !== 'utf-8' && enc !== 'utf-8-bom')
            continue;
        if (!isBlank(decodeLossy(content.bytes)))
            continue;
        const fate = describeFate(facts, rel);
        const profiles = concernedProfiles(facts, rel);
        out.push({
            ruleId: empty_instruction_file_meta.id,
            severity: empty_instruction_file_meta.defaultSeverity,
            path: rel,
            line: 1,
            message: `${rel} is ${content.size === 0 ? 'empty' : `blank (${fmtInt(content.size)} bytes of whitespace)`}${fate ? ` (${fate})` : ''}. ` +
                'Codex and A3S Code skip blank instruction files, so whatever this file was meant to say never reaches the agent. ' +
                'Fix: write the instructions, or delete the file.',
            ...(profiles.length > 0 ? { profiles } : {}),
        });
    }
    return out;
}
const empty_instruction_file_examples = {
    failing: {
        description: 'A package file that was created and never filled in.',
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'packages/api/AGENTS.md': '\n   \n' },
        expect: { path: 'packages/api/AGENTS.md', line: 1 },
    },
    passing: {
        description: 'The package file says something.',
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'packages/api/AGENTS.md': '# packages/api\n\nEvery response carries a request_id.\n' },
    },
};
const empty_instruction_file_docs = {
    why: 'Codex and A3S Code drop instruction files whose text is only whitespace (Codex without charging the budget, A3S Code by falling through to the next candidate). ' +
        'An empty file is usually a placeholder that was never written, or content lost in a bad merge; either way the agent gets nothing from it. ' +
        'The more dangerous case, an empty `AGENTS.override.md` that hides a real `AGENTS.md` from Codex, is the error `empty-override-hides`.',
    fix: 'Write the instructions the file is meant to hold, or delete it.',
};
//# sourceMappingURL=empty-instruction-file.js.map
;// CONCATENATED MODULE: ./lib/checks/encoding-bom.js


const encoding_bom_meta = {
    id: 'encoding-bom',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An instruction file starts with a UTF-8 byte-order mark, which agents pass into the prompt as an invisible character.',
};
function encoding_bom_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const { rel, content } of readableCandidates(input)) {
        if (content.facts.encoding !== 'utf-8-bom')
            continue;
        const fate = describeFate(facts, rel);
        const profiles = concernedProfiles(facts, rel);
        out.push({
            ruleId: encoding_bom_meta.id,
            severity: encoding_bom_meta.defaultSeverity,
            path: rel,
            line: 1,
            column: 1,
            message: `${rel} starts with a UTF-8 byte-order mark (EF BB BF)${fate ? ` (${fate})` : ''}. ` +
                'Agents do not strip it: the prompt gets an invisible U+FEFF before the first line, and Markdown tools may no longer see the first line as a heading. ' +
                'Fix: save the file as UTF-8 without BOM (e.g. `sed -i \'1s/^\\xEF\\xBB\\xBF//\' AGENTS.md`, or “UTF-8” rather than “UTF-8 with BOM” in the editor).',
            ...(profiles.length > 0 ? { profiles } : {}),
        });
    }
    return out;
}
const encoding_bom_examples = {
    failing: {
        description: 'Saved as “UTF-8 with BOM” by a Windows editor.',
        files: { 'AGENTS.md': { hex: 'ef bb bf 23 20 52 75 6c 65 73 0a' } },
        expect: { path: 'AGENTS.md', line: 1, column: 1 },
    },
    passing: {
        description: 'Plain UTF-8.',
        files: { 'AGENTS.md': '# Rules\n' },
    },
};
const encoding_bom_docs = {
    why: 'A UTF-8 byte-order mark is valid but useless in UTF-8, and agents keep it: Codex and A3S Code decode the file as is, so the prompt starts with an invisible U+FEFF. ' +
        'It costs three bytes of budget, can stop Markdown tools from seeing the first line as a heading, and shows up as noise in diffs. It is a warning, not an error.',
    fix: 'Save as UTF-8 without BOM (VS Code: “Save with Encoding” → “UTF-8”), or strip it: `sed -i \'1s/^\\xEF\\xBB\\xBF//\' AGENTS.md`.',
};
//# sourceMappingURL=encoding-bom.js.map
;// CONCATENATED MODULE: ./lib/checks/encoding-invalid-utf8.js
/** `encoding-invalid-utf8`: an instruction file that is not valid UTF-8, at the first bad byte. */



const encoding_invalid_utf8_meta = {
    id: 'encoding-invalid-utf8',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is not valid UTF-8: Codex replaces the bad bytes, A3S Code rejects the whole file.',
};
function encoding_invalid_utf8_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const { rel, content } of readableCandidates(input)) {
        const { encoding, firstInvalid } = content.facts;
        if ((encoding !== 'utf-8' && encoding !== 'utf-8-bom') || firstInvalid === -1)
            continue;
        const at = placeOf(content.bytes, firstInvalid);
        const byte = content.bytes[firstInvalid];
        const fate = describeFate(facts, rel);
        const profiles = concernedProfiles(facts, rel);
        out.push({
            ruleId: encoding_invalid_utf8_meta.id,
            severity: encoding_invalid_utf8_meta.defaultSeverity,
            path: rel,
            line: at.line,
            column: at.column,
            message: `${rel} is not valid UTF-8: the first bad byte, 0x${byte.toString(16).padStart(2, '0').toUpperCase()}, is at line ${fmtInt(at.line)}, column ${fmtInt(at.column)} (byte ${fmtInt(firstInvalid)})${fate ? ` (${fate})` : ''}. ` +
                'Codex replaces every invalid sequence with U+FFFD and prints a startup warning; A3S Code rejects the whole file and loads the next candidate or nothing. ' +
                'Fix: convert the file to UTF-8 (e.g. `iconv -f WINDOWS-1252 -t UTF-8`, or “Save with encoding: UTF-8” in the editor).',
            ...(profiles.length > 0 ? { profiles } : {}),
        });
    }
    return out;
}
const encoding_invalid_utf8_examples = {
    failing: {
        description: 'A file saved as Latin-1: “é” is the single byte 0xE9.',
        files: { 'AGENTS.md': { hex: '23 20 52 75 6c 65 73 0a 0a 55 73 65 20 74 68 65 20 63 61 66 e9 20 41 50 49 2e 0a' } },
        expect: { path: 'AGENTS.md', line: 3, column: 12 },
    },
    passing: {
        description: 'The same file in UTF-8 (“é” is 0xC3 0xA9).',
        files: { 'AGENTS.md': '# Rules\n\nUse the café API.\n' },
    },
};
const encoding_invalid_utf8_docs = {
    why: 'Agents decode instruction files as UTF-8. Codex decodes lossily: every invalid byte becomes U+FFFD (“�”) in the prompt, with one warning at startup that is easy to miss. ' +
        'A3S Code is strict: a file that is not valid UTF-8 is rejected as a whole and the agent falls through to the next candidate (or loads nothing from that directory). ' +
        'The finding points at the first bad byte. Only the bytes needed to decide are examined, and huge files are read up to a cap.',
    fix: 'Convert the file to UTF-8: `iconv -f WINDOWS-1252 -t UTF-8 AGENTS.md > AGENTS.md.new && mv AGENTS.md.new AGENTS.md`, or re-save it as UTF-8 in the editor.',
};
//# sourceMappingURL=encoding-invalid-utf8.js.map
;// CONCATENATED MODULE: ./lib/checks/encoding-nul.js
/** `encoding-nul`: an instruction file (not UTF-16/32) that contains NUL bytes: binary or mis-encoded. */



const encoding_nul_meta = {
    id: 'encoding-nul',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file contains NUL bytes: it is binary or mis-encoded, and agents pass the NULs into the prompt.',
};
function encoding_nul_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const { rel, content } of readableCandidates(input)) {
        const { encoding, firstNul } = content.facts;
        if (firstNul === -1 || encoding.startsWith('utf-16') || encoding.startsWith('utf-32'))
            continue;
        const at = placeOf(content.bytes, firstNul);
        const fate = describeFate(facts, rel);
        const profiles = concernedProfiles(facts, rel);
        out.push({
            ruleId: encoding_nul_meta.id,
            severity: encoding_nul_meta.defaultSeverity,
            path: rel,
            line: at.line,
            column: at.column,
            message: `${rel} contains a NUL byte at line ${fmtInt(at.line)}, column ${fmtInt(at.column)} (byte ${fmtInt(firstNul)})${encoding === 'binary' ? '; it looks like a binary file' : ''}${fate ? ` (${fate})` : ''}. ` +
                'NUL is valid UTF-8, so agents load it into the prompt as is, where it truncates or garbles the text for some models and tools; git and GitHub treat the file as binary and show no diff. ' +
                'Fix: remove the NUL bytes (`tr -d \'\\000\'`), or restore the file if it was overwritten with binary data.',
            ...(profiles.length > 0 ? { profiles } : {}),
        });
    }
    return out;
}
const encoding_nul_examples = {
    failing: {
        description: 'A stray NUL at the start of line 3 (from a bad copy-paste or a broken editor plug-in).',
        files: { 'AGENTS.md': { hex: '23 20 52 75 6c 65 73 0a 0a 00 55 73 65 20 70 6e 70 6d 2e 0a' } },
        expect: { path: 'AGENTS.md', line: 3, column: 1 },
    },
    passing: {
        description: 'The same text without the NUL.',
        files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
    },
};
const encoding_nul_docs = {
    why: 'A NUL byte has no place in a Markdown instruction file. It is valid UTF-8, so neither Codex nor A3S Code rejects the file: the NUL goes into the prompt, where C-string based tools truncate the text and models see garbage. ' +
        'Git and GitHub treat a file with NUL bytes as binary, so the problem does not even show in a diff. (UTF-16 and UTF-32 files are full of NULs too; they are reported by `encoding-utf16-utf32` instead.)',
    fix: 'Delete the NUL bytes (`tr -d \'\\000\' < AGENTS.md > AGENTS.md.new && mv AGENTS.md.new AGENTS.md`), or restore the file from history if it was overwritten.',
};
//# sourceMappingURL=encoding-nul.js.map
;// CONCATENATED MODULE: ./lib/checks/encoding-utf16-utf32.js


const encoding_utf16_utf32_meta = {
    id: 'encoding-utf16-utf32',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is encoded in UTF-16 or UTF-32 (as PowerShell’s `echo >` writes): agents read it as UTF-8 and get NULs and garbage.',
};
const NAMES = { 'utf-16le': 'UTF-16LE', 'utf-16be': 'UTF-16BE', 'utf-32le': 'UTF-32LE', 'utf-32be': 'UTF-32BE' };
function encoding_utf16_utf32_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const { rel, content } of readableCandidates(input)) {
        const name = NAMES[content.facts.encoding];
        if (!name)
            continue;
        const fate = describeFate(facts, rel);
        const profiles = concernedProfiles(facts, rel);
        out.push({
            ruleId: encoding_utf16_utf32_meta.id,
            severity: encoding_utf16_utf32_meta.defaultSeverity,
            path: rel,
            line: 1,
            column: 1,
            message: `${rel} is encoded as ${name} ${content.facts.bom ? 'with' : 'without'} a byte-order mark, not UTF-8${fate ? ` (${fate})` : ''}. ` +
                'Agents read instruction files as UTF-8: Codex loads every character with NUL bytes between them (and U+FFFD for the byte-order mark), which wastes budget and garbles the text; A3S Code rejects the file when the bytes are not valid UTF-8. ' +
                'This is what `echo … > AGENTS.md` writes in Windows PowerShell. ' +
                `Fix: convert it to UTF-8 (\`iconv -f ${name} -t UTF-8\`, or \`Set-Content -Encoding utf8\` in PowerShell, or “Save with encoding: UTF-8” in the editor).`,
            ...(profiles.length > 0 ? { profiles } : {}),
        });
    }
    return out;
}
const encoding_utf16_utf32_examples = {
    failing: {
        description: 'Written with `echo "# Rules" > AGENTS.md` in Windows PowerShell 5: UTF-16LE with a byte-order mark.',
        files: { 'AGENTS.md': { hex: 'ff fe 23 00 20 00 52 00 75 00 6c 00 65 00 73 00 0d 00 0a 00' } },
        expect: { path: 'AGENTS.md', line: 1, column: 1 },
    },
    passing: {
        description: 'The same line in UTF-8.',
        files: { 'AGENTS.md': '# Rules\n' },
    },
};
const encoding_utf16_utf32_docs = {
    why: 'Windows PowerShell 5’s `>` and `Out-File` write UTF-16LE with a byte-order mark by default, and some editors save “Unicode” as UTF-16. ' +
        'Agents read instruction files as UTF-8: Codex loads the text with a NUL byte after every ASCII character (and U+FFFD for the byte-order mark), doubling its size against the budget and garbling it; A3S Code rejects the bytes as invalid UTF-8. ' +
        'The audit recognises UTF-16 and UTF-32 by their byte-order mark, or without one by where the NUL bytes sit.',
    fix: 'Convert to UTF-8: `iconv -f UTF-16LE -t UTF-8 AGENTS.md > AGENTS.md.new && mv AGENTS.md.new AGENTS.md`, or in PowerShell `Get-Content AGENTS.md | Set-Content -Encoding utf8 AGENTS.md` (PowerShell 7 writes UTF-8 by default).',
};
//# sourceMappingURL=encoding-utf16-utf32.js.map
;// CONCATENATED MODULE: ./lib/checks/nested-root-hides.js

const nested_root_hides_meta = {
    id: 'nested-root-hides',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'A nested .git (a submodule or a stray clone) starts a new root: agents started below it never see the instruction files above it.',
};
function nested_root_hides_check(input) {
    const facts = factsOf(input);
    const settings = settingsOf(input);
    const { ctx } = input;
    const hiddenCache = new Map();
    const groups = new Map();
    for (const { chain } of input.chains) {
        const marker = chain.rootMarker;
        if (marker === null || marker === 'assumed' || chain.root === '.')
            continue;
        const profile = input.profiles.find((p) => p.id === chain.profile);
        if (!profile)
            continue;
        const cacheKey = `${chain.profile}\0${chain.root}\0${marker}`;
        let hidden = hiddenCache.get(cacheKey);
        if (!hidden) {
            hidden = [];
            const names = profile.candidateNames(settings);
            let outer = false;
            let d = chain.root;
            do {
                d = dirName(d);
                // The first regular-file candidate of each directory above: what the agent would have loaded there.
                for (const name of names) {
                    const rel = ctx.join(d, name);
                    if (ctx.probe(rel).kind === 'file') {
                        hidden.unshift(rel);
                        break;
                    }
                }
                if (ctx.probe(ctx.join(d, marker)).lkind !== 'missing') {
                    outer = true;
                    break;
                }
            } while (d !== '.');
            if (!outer && !input.options.assumeRoot)
                hidden = [];
            hidden.sort((a, b) => dirName(a).split('/').length - dirName(b).split('/').length || (a < b ? -1 : 1));
            hiddenCache.set(cacheKey, hidden);
        }
        if (hidden.length === 0)
            continue;
        const key = `${chain.root}\0${hidden.join('\0')}`;
        let g = groups.get(key);
        if (!g) {
            g = { root: chain.root, marker, hidden, profiles: new Set(), cwds: new Set() };
            groups.set(key, g);
        }
        g.profiles.add(chain.profile);
        g.cwds.add(chain.cwd);
    }
    const out = [];
    for (const g of groups.values()) {
        const profiles = facts.profileIds.filter((id) => g.profiles.has(id));
        const cwds = uniqueSorted(g.cwds);
        const nearest = g.hidden[g.hidden.length - 1];
        out.push({
            ruleId: nested_root_hides_meta.id,
            severity: nested_root_hides_meta.defaultSeverity,
            path: nearest,
            line: 1,
            message: `${fmtList(g.hidden)} ${g.hidden.length === 1 ? 'is' : 'are'} never loaded by ${fmtProfiles(profiles)} in ${fmtCwds(cwds)}: ${g.root}/${g.marker} (a submodule or a separate clone) makes ${g.root} a root of its own, and agents never read above their root. ` +
                `Fix: if ${g.root} belongs to this project, remove the stray ${g.marker}; if it is a real submodule, give it an AGENTS.md with the rules it needs (or a pointer to them); Codex users can also change project_root_markers.`,
            profiles,
            cwds,
            key: `nested:${g.root}`,
        });
    }
    return out;
}
const nested_root_hides_examples = {
    failing: {
        description: 'tools/scraper was cloned into the repository with its own .git; an agent started there never sees the root AGENTS.md.',
        options: { profiles: ['codex'], workingDirectories: ['.', 'tools/scraper'] },
        files: {
            'AGENTS.md': '# Project rules\n\nNever commit secrets; use pnpm.\n',
            'tools/scraper/main.py': 'print("scrape")\n',
        },
        nestedRepos: ['tools/scraper'],
        expect: { path: 'AGENTS.md', line: 1 },
    },
    passing: {
        description: 'The same tree without the nested .git: tools/scraper sees the root AGENTS.md.',
        options: { profiles: ['codex'], workingDirectories: ['.', 'tools/scraper'] },
        files: {
            'AGENTS.md': '# Project rules\n\nNever commit secrets; use pnpm.\n',
            'tools/scraper/main.py': 'print("scrape")\n',
        },
    },
};
const nested_root_hides_docs = {
    why: 'Codex and A3S Code walk up from the working directory to the first directory holding a root marker (`.git`, file or directory) and never read above it. ' +
        'A submodule, a vendored clone or a stray `git init` inside the repository is such a marker: an agent started inside it loses every instruction file of the enclosing project, silently. ' +
        'openai/codex issues 30789 and 25651 are real reports of this. The finding lists the files that are lost, for which agents and working directories.',
    fix: 'Remove a `.git` that should not be there. For a real submodule, add an `AGENTS.md` in it with the rules it needs (or a pointer to the parent’s), or, for Codex, set `project_root_markers` to a marker only the top-level repository has.',
};
//# sourceMappingURL=nested-root-hides.js.map
;// CONCATENATED MODULE: ./lib/checks/overrides.js

const overrides_memo = new WeakMap();
function overrideFacts(input) {
    const hit = overrides_memo.get(input);
    if (hit)
        return hit;
    const facts = factsOf(input);
    const namingProfiles = facts.profilesNaming(OVERRIDE_FILE);
    const out = [];
    if (namingProfiles.length > 0) {
        // Which file each override hides, per profile: the chains record it as `hidden` by the override.
        const hides = new Map();
        for (const { chain } of input.chains) {
            for (const p of chain.passedOver) {
                if (p.reason !== 'hidden' || p.detail === undefined || baseName(p.detail) !== OVERRIDE_FILE)
                    continue;
                let byFile = hides.get(p.detail);
                if (!byFile) {
                    byFile = new Map();
                    hides.set(p.detail, byFile);
                }
                let profiles = byFile.get(p.path);
                if (!profiles) {
                    profiles = new Set();
                    byFile.set(p.path, profiles);
                }
                profiles.add(chain.profile);
            }
        }
        for (const rel of facts.instructionPaths) {
            if (baseName(rel) !== OVERRIDE_FILE)
                continue;
            if (input.ctx.probe(rel).lkind === 'missing')
                continue;
            const fate = facts.fate(rel);
            const cwds = [];
            for (const f of fate.values())
                cwds.push(...f.loaded);
            const hidden = new Map();
            for (const [file, profiles] of hides.get(rel) ?? []) {
                if (dirName(file) === dirName(rel))
                    hidden.set(file, facts.profileIds.filter((id) => profiles.has(id)));
            }
            out.push({
                path: rel,
                git: input.ctx.gitStatus(rel),
                namingProfiles,
                loadedBy: loadingProfiles(facts, rel),
                cwds: uniqueSorted(cwds),
                hides: hidden,
            });
        }
    }
    overrides_memo.set(input, out);
    return out;
}
/** "packages/api/AGENTS.md" or "AGENTS.md and TEAM.md". */
function hiddenList(o) {
    return [...o.hides.keys()].sort();
}
/** A path as one shell word. */
function shellWord(rel) {
    return /^[\w./@%+=:,-]+$/.test(rel) ? rel : `'${rel.replace(/'/g, `'\\''`)}'`;
}
//# sourceMappingURL=overrides.js.map
;// CONCATENATED MODULE: ./lib/checks/override-committed.js


const override_committed_meta = {
    id: 'override-committed',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An AGENTS.override.md is committed, so it replaces AGENTS.md for everyone who clones the repository.',
};
function override_committed_check(input) {
    const out = [];
    for (const o of overrideFacts(input)) {
        if (o.git !== 'tracked')
            continue;
        const who = fmtProfiles(o.loadedBy.length > 0 ? o.loadedBy : o.namingProfiles);
        const hidden = hiddenList(o);
        const what = hidden.length > 0
            ? `${who} load it instead of ${fmtList(hidden)} in ${fmtCwds(o.cwds.length > 0 ? o.cwds : [dirName(o.path)])}`
            : `${who} load it first in ${fmtCwd(dirName(o.path))}`;
        out.push({
            ruleId: override_committed_meta.id,
            severity: override_committed_meta.defaultSeverity,
            path: o.path,
            line: 1,
            message: `${o.path} is committed: ${what} for everyone who clones the repository, although an override is meant to be a local, uncommitted file. ` +
                `Fix: run \`git rm --cached ${shellWord(o.path)}\` and add the line \`${OVERRIDE_FILE}\` to .gitignore (or rename it to AGENTS.md if the whole team needs these instructions).`,
            profiles: o.loadedBy.length > 0 ? o.loadedBy : o.namingProfiles,
            ...(o.cwds.length > 0 ? { cwds: o.cwds } : {}),
        });
    }
    return out;
}
const override_committed_examples = {
    failing: {
        description: 'A personal override was committed by mistake: every clone now loads it instead of AGENTS.md.',
        files: {
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
        },
        expect: { path: 'AGENTS.override.md', line: 1 },
    },
    passing: {
        description: 'The override is git-ignored: it stays on the machine of the person who wrote it.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
        },
        untracked: ['AGENTS.override.md'],
    },
};
const override_committed_docs = {
    why: 'Codex and A3S Code look for `AGENTS.override.md` before `AGENTS.md` in every directory and load only the first one they find. ' +
        'The override exists so that one person can replace the shared instructions on their own machine. ' +
        'Once it is committed, every clone, every CI job and every teammate silently gets that person’s instructions instead of the shared `AGENTS.md`.',
    fix: 'Remove the file from the index but keep it on disk with `git rm --cached path/to/AGENTS.override.md`, then add `AGENTS.override.md` to `.gitignore` so it cannot be committed again. ' +
        'If the whole team needs these instructions, merge them into `AGENTS.md` instead.',
};
//# sourceMappingURL=override-committed.js.map
;// CONCATENATED MODULE: ./lib/checks/override-local.js


const override_local_meta = {
    id: 'override-local',
    kind: 'check',
    defaultSeverity: 'info',
    description: 'A git-ignored AGENTS.override.md is active in this checkout: agents here see different instructions than clones and CI.',
};
function override_local_check(input) {
    const out = [];
    for (const o of overrideFacts(input)) {
        if (o.git !== 'ignored' || o.loadedBy.length === 0)
            continue;
        const hidden = hiddenList(o);
        const dir = fmtCwd(dirName(o.path));
        const replaces = hidden.length > 0
            ? `it replaces ${fmtList(hidden)} for ${fmtProfiles(o.loadedBy)} in ${fmtCwds(o.cwds)}; clones and CI load ${fmtList(hidden)} instead`
            : `${fmtProfiles(o.loadedBy)} load it in ${fmtCwds(o.cwds)} (there is no other instruction file in that directory for it to hide); clones and CI do not have it`;
        out.push({
            ruleId: override_local_meta.id,
            severity: override_local_meta.defaultSeverity,
            path: o.path,
            line: 1,
            message: `A local override is active in ${dir}: ${o.path} is ignored by git, so it exists on this machine only, and ${replaces}.`,
            profiles: o.loadedBy,
            cwds: o.cwds,
        });
    }
    return out;
}
const override_local_examples = {
    failing: {
        description: 'A git-ignored override on this machine: agents started here see it, CI and other clones do not.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
        },
        untracked: ['AGENTS.override.md'],
        expect: { path: 'AGENTS.override.md', line: 1 },
    },
    passing: {
        description: 'No override: every checkout loads the same AGENTS.md.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
        },
    },
};
const override_local_docs = {
    why: 'A git-ignored `AGENTS.override.md` is the intended way to keep personal instructions: it never reaches other clones. ' +
        'It is still worth knowing when one is active, because an audit run on this machine (and every agent started here) sees different instructions than CI and teammates do. ' +
        'This is an `info` finding: it never fails a run.',
    fix: 'Nothing to fix if the override is intentional. Delete it to see what everyone else sees; turn the note off with `override-local: off`.',
};
//# sourceMappingURL=override-local.js.map
;// CONCATENATED MODULE: ./lib/checks/override-untracked.js


const override_untracked_meta = {
    id: 'override-untracked',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An AGENTS.override.md is neither committed nor git-ignored, so the next `git add -A` commits it.',
};
function override_untracked_check(input) {
    const out = [];
    for (const o of overrideFacts(input)) {
        if (o.git !== 'untracked')
            continue;
        const who = fmtProfiles(o.loadedBy.length > 0 ? o.loadedBy : o.namingProfiles);
        const hidden = hiddenList(o);
        const effect = hidden.length > 0 ? `${who} would load it instead of ${fmtList(hidden)}` : `${who} would load it in ${fmtCwd(dirName(o.path))}`;
        out.push({
            ruleId: override_untracked_meta.id,
            severity: override_untracked_meta.defaultSeverity,
            path: o.path,
            line: 1,
            message: `${o.path} is neither committed nor ignored by git: the next \`git add -A\` commits it, and then ${effect} for everyone who clones the repository. ` +
                `Fix: add the line \`${OVERRIDE_FILE}\` to .gitignore to keep it local (or merge it into AGENTS.md if the team needs it).`,
            profiles: o.loadedBy.length > 0 ? o.loadedBy : o.namingProfiles,
            ...(o.cwds.length > 0 ? { cwds: o.cwds } : {}),
        });
    }
    return out;
}
const override_untracked_examples = {
    failing: {
        description: 'A fresh override that nobody has ignored yet.',
        files: {
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
        },
        untracked: ['AGENTS.override.md'],
        expect: { path: 'AGENTS.override.md', line: 1 },
    },
    passing: {
        description: 'The same override, ignored by `.gitignore`.',
        files: {
            '.gitignore': 'AGENTS.override.md\n',
            'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
            'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
        },
        untracked: ['AGENTS.override.md'],
    },
};
const override_untracked_docs = {
    why: 'An override that git does not ignore shows up as a new file, and `git add -A`, `git commit -a` after an add, or an IDE’s “commit all” picks it up. ' +
        'Once committed it replaces `AGENTS.md` for Codex and A3S Code in every clone (see `override-committed`).',
    fix: 'Add `AGENTS.override.md` to `.gitignore` (one line covers every directory). If the instructions are meant for everyone, merge them into `AGENTS.md` and delete the override.',
};
//# sourceMappingURL=override-untracked.js.map
;// CONCATENATED MODULE: ./lib/checks/symlink-as-text.js
/**
 * `symlink-as-text`: a regular file whose whole content is the path of another instruction file —
 * what a symlink becomes in a checkout without symlink support (Windows without `core.symlinks`,
 * a ZIP download). Agents then load that one line instead of the instructions.
 */


const symlink_as_text_meta = {
    id: 'symlink-as-text',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An instruction file holds nothing but the name of another instruction file: a symlink checked out as plain text.',
};
/** Longest content taken for a link text (a path; git stores link targets the same way). */
const MAX_LINK_TEXT = 1024;
function symlink_as_text_check(input) {
    const facts = factsOf(input);
    const { ctx } = input;
    const out = [];
    for (const rel of facts.instructionPaths) {
        const p = ctx.probe(rel);
        if (p.lkind !== 'file' || p.size === null || p.size === 0 || p.size > MAX_LINK_TEXT)
            continue;
        const content = ctx.read(rel);
        if (!content || content.error || !content.complete || content.facts.firstInvalid !== -1 || content.facts.firstNul !== -1)
            continue;
        const text = Buffer.from(content.bytes).toString('utf8').replace(/\r?\n$/, '');
        if (text === '' || /[\r\n\t]/.test(text) || text.trim() !== text)
            continue;
        const recordedAsLink = ctx.listing.files.get(rel)?.symlink === true;
        if (external_node_path_namespaceObject.posix.isAbsolute(text) && !recordedAsLink)
            continue;
        const target = external_node_path_namespaceObject.posix.normalize(external_node_path_namespaceObject.posix.join(dirName(rel), text));
        const inside = !external_node_path_namespaceObject.posix.isAbsolute(text) && target !== '..' && !target.startsWith('../') && target !== rel;
        const targetIsInstruction = inside && (facts.isInstruction(target) || ctx.listing.files.has(target)) && (facts.candidateNames.has(baseName(target)) || /\.(md|mdc|markdown|txt)$/i.test(target));
        if (!targetIsInstruction && !recordedAsLink)
            continue;
        const fate = describeFate(facts, rel);
        const profiles = concernedProfiles(facts, rel);
        out.push({
            ruleId: symlink_as_text_meta.id,
            severity: symlink_as_text_meta.defaultSeverity,
            path: rel,
            line: 1,
            column: 1,
            message: `${rel} holds only the text ${facts_q(text)}${fate ? ` (${fate})` : ''}: agents load that one line instead of the instructions${targetIsInstruction ? ` in ${target}` : ''}. ` +
                `This is what a symlink becomes when it is checked out without symlink support (Windows without \`core.symlinks\`, a ZIP download)${recordedAsLink ? '; git records this path as a symlink' : ''}. ` +
                'Fix: enable symlinks (`git config core.symlinks true`, Developer Mode on Windows) and check the file out again, or replace it with a copy of the instructions.',
            ...(profiles.length > 0 ? { profiles } : {}),
        });
    }
    return out;
}
const symlink_as_text_examples = {
    failing: {
        description: 'The team writes CLAUDE.md and links AGENTS.md to it, but this checkout turned the link into a one-line text file.',
        options: { profiles: ['codex'] },
        files: { 'CLAUDE.md': '# Project rules\n\nUse pnpm.\n', 'AGENTS.md': 'CLAUDE.md' },
        expect: { path: 'AGENTS.md', line: 1, column: 1 },
    },
    passing: {
        description: 'The same layout with a real symlink.',
        options: { profiles: ['codex'] },
        files: { 'CLAUDE.md': '# Project rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'CLAUDE.md' } },
    },
};
const symlink_as_text_docs = {
    why: 'Git stores a symlink as a small blob holding the target path. Where symlinks are not supported or not enabled (Git for Windows without `core.symlinks`, GitHub’s “Download ZIP”, some CI caches), the checkout writes that path as the content of a regular file. ' +
        'The instruction file then contains one word, `CLAUDE.md`, and every agent loads exactly that instead of the instructions. Nothing fails, so it goes unnoticed.',
    fix: 'Turn on symlink support (`git config --global core.symlinks true`; on Windows also Developer Mode) and check the file out again (`git checkout -- AGENTS.md`), or replace the link by a regular file with the real content.',
};
//# sourceMappingURL=symlink-as-text.js.map
;// CONCATENATED MODULE: ./lib/checks/symlink-chain.js


const symlink_chain_meta = {
    id: 'symlink-chain',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is a symlink to another symlink (a chain of links), or part of a symlink loop.',
};
function symlink_chain_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const l of linkedCandidates(input)) {
        if (!isChain(l))
            continue;
        const profiles = concernedProfiles(facts, l.rel);
        const message = l.link.loop
            ? `${l.rel} is part of a symlink loop (it points at ${facts_q(l.link.target)}, which leads back round): resolving it fails with "too many levels of symbolic links"${fateSuffix(input, l.rel)}. ` +
                'No agent can load it, and Codex treats a metadata error other than “not found” as fatal for the project instructions. ' +
                'Fix: point the link directly at a regular file, or delete it.'
            : `${l.rel} points at ${facts_q(l.link.target)}, which is itself a symlink${l.link.resolved ? ` (the chain ends at ${l.link.resolved})` : ''}${fateSuffix(input, l.rel)}. ` +
                'A chain of links breaks as soon as one link in it moves, and tools that resolve one level only see a link instead of instructions. ' +
                `Fix: point ${l.rel} directly at the final file${l.link.resolved ? ` (${l.link.resolved})` : ''} with a relative target.`;
        out.push({
            ruleId: symlink_chain_meta.id,
            severity: symlink_chain_meta.defaultSeverity,
            path: l.rel,
            line: 1,
            message,
            ...(profiles.length > 0 ? { profiles } : {}),
        });
    }
    return out;
}
const symlink_chain_examples = {
    failing: {
        description: 'AGENTS.md → CLAUDE.md → docs/agents.md: two links deep.',
        options: { profiles: ['codex'] },
        files: {
            'docs/agents.md': '# Rules\n\nUse pnpm.\n',
            'CLAUDE.md': { symlink: 'docs/agents.md' },
            'AGENTS.md': { symlink: 'CLAUDE.md' },
        },
        expect: { path: 'AGENTS.md', line: 1 },
    },
    passing: {
        description: 'Both links point straight at the file.',
        options: { profiles: ['codex'] },
        files: {
            'docs/agents.md': '# Rules\n\nUse pnpm.\n',
            'CLAUDE.md': { symlink: 'docs/agents.md' },
            'AGENTS.md': { symlink: 'docs/agents.md' },
        },
    },
};
const symlink_chain_docs = {
    why: 'Each extra link is one more thing that can move or break, and the instruction file’s real location becomes hard to see in a review. ' +
        'A loop (`A → B → A`) cannot be resolved at all: Codex gets an error that is not “not found” and drops the project instructions. This is an error whatever the `symlinks` policy says.',
    fix: 'Point every link directly at the regular file it is meant to load (`ln -sf docs/agents.md AGENTS.md`). Break loops by replacing one link with the real file.',
};
//# sourceMappingURL=symlink-chain.js.map
;// CONCATENATED MODULE: ./lib/checks/symlink-dangling.js


const symlink_dangling_meta = {
    id: 'symlink-dangling',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is a symlink whose target does not exist.',
};
function symlink_dangling_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const l of linkedCandidates(input)) {
        if (!isDangling(l))
            continue;
        const profiles = concernedProfiles(facts, l.rel);
        out.push({
            ruleId: symlink_dangling_meta.id,
            severity: symlink_dangling_meta.defaultSeverity,
            path: l.rel,
            line: 1,
            message: `${l.rel} is a dangling symlink: its target ${facts_q(l.link.target)} does not exist${fateSuffix(input, l.rel)}. ` +
                'Current Codex skips it and tries the next name; older Codex releases (project_doc.rs) let it claim the directory and then load nothing there, losing that directory’s AGENTS.md. No agent gets the instructions it was meant to point at. ' +
                'Fix: point the link at the file that exists now (a relative target inside the repository), or delete it.',
            ...(profiles.length > 0 ? { profiles } : {}),
        });
    }
    return out;
}
const symlink_dangling_examples = {
    failing: {
        description: 'The shared file was renamed, the link still points at the old name.',
        options: { profiles: ['codex'] },
        files: {
            'docs/agents/api.md': '# API rules\n\nEvery response carries a request_id.\n',
            'packages/api/AGENTS.md': { symlink: '../../docs/agents/api-rules.md' },
            'packages/api/index.ts': 'export {};\n',
        },
        expect: { path: 'packages/api/AGENTS.md', line: 1 },
    },
    passing: {
        description: 'The link points at the file that exists.',
        options: { profiles: ['codex'] },
        files: {
            'docs/agents/api.md': '# API rules\n\nEvery response carries a request_id.\n',
            'packages/api/AGENTS.md': { symlink: '../../docs/agents/api.md' },
            'packages/api/index.ts': 'export {};\n',
        },
    },
};
const symlink_dangling_docs = {
    why: 'A link whose target was moved or never committed gives agents nothing, and depending on the agent’s version it can also cost the directory its real `AGENTS.md`: older Codex (`project_doc.rs`) accepted any symlink as the directory’s file and then failed to read it. ' +
        'This is an error whatever the `symlinks` policy says.',
    fix: 'Point the link at the file’s current location with a relative target (`ln -sf ../../docs/agents/api.md packages/api/AGENTS.md`), or delete the link.',
};
//# sourceMappingURL=symlink-dangling.js.map
;// CONCATENATED MODULE: ./lib/checks/symlink-escape.js


const symlink_escape_meta = {
    id: 'symlink-escape',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is a symlink to an absolute path or to a file outside the repository.',
};
function symlink_escape_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const l of linkedCandidates(input)) {
        if (!isEscape(l))
            continue;
        const how = l.link.outside ? (l.link.absolute ? 'an absolute path outside the repository' : 'a path outside the repository') : 'an absolute path (inside this checkout, but only at this exact location)';
        const profiles = concernedProfiles(facts, l.rel);
        out.push({
            ruleId: symlink_escape_meta.id,
            severity: symlink_escape_meta.defaultSeverity,
            path: l.rel,
            line: 1,
            message: `${l.rel} is a symlink to ${how}, ${facts_q(l.link.target)}${fateSuffix(input, l.rel)}. ` +
                'Agents that follow links load whatever that path holds on each machine: something else, or nothing, in every other clone and in CI; the audit never reads outside the repository. ' +
                'Fix: replace the link with a regular file, or point it at a file inside the repository with a relative target.',
            ...(profiles.length > 0 ? { profiles } : {}),
        });
    }
    return out;
}
const symlink_escape_examples = {
    failing: {
        description: 'AGENTS.md points into one person’s home directory.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md': { symlink: '/home/alice/agents/AGENTS.md' } },
        expect: { path: 'AGENTS.md', line: 1 },
    },
    passing: {
        description: 'CLAUDE.md is a relative link to AGENTS.md in the same repository.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
    },
};
const symlink_escape_docs = {
    why: 'Codex follows symlinked instruction files. A link to an absolute path or out of the repository loads a file that is not under version control: it differs on every machine, is missing in CI and in fresh clones, and may expose files (`/etc/passwd`) or devices that were never meant to be instructions. ' +
        'A3S Code ignores symlinked candidates altogether. This is an error whatever the `symlinks` policy says.',
    fix: 'Copy the content into the repository and make the instruction file a regular file, or make it a relative link to a file inside the repository (`ln -sf AGENTS.md CLAUDE.md`).',
};
//# sourceMappingURL=symlink-escape.js.map
;// CONCATENATED MODULE: ./lib/checks/symlink-ignored-by-agent.js


const symlink_ignored_by_agent_meta = {
    id: 'symlink-ignored-by-agent',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An instruction file is a symlink, and an agent in use ignores symlinked instruction files (A3S Code): the file is invisible to it.',
};
function symlink_ignored_by_agent_check(input) {
    const facts = factsOf(input);
    const broken = new Set(linkedCandidates(input).filter(isBroken).map((l) => l.rel));
    // path → profile → { cwds, what the chain loads from that directory instead }
    const byPath = new Map();
    for (const { chain } of input.chains) {
        for (const p of chain.passedOver) {
            if (p.reason !== 'symlink-rejected' || broken.has(p.path))
                continue;
            let byProfile = byPath.get(p.path);
            if (!byProfile) {
                byProfile = new Map();
                byPath.set(p.path, byProfile);
            }
            let e = byProfile.get(chain.profile);
            if (!e) {
                e = { cwds: [], instead: new Set() };
                byProfile.set(chain.profile, e);
            }
            e.cwds.push(chain.cwd);
            const dir = dirName(p.path);
            for (const f of chain.files)
                if (!f.personal && dirName(f.path) === dir)
                    e.instead.add(f.path);
        }
    }
    const out = [];
    for (const [rel, byProfile] of [...byPath].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const profiles = facts.profileIds.filter((id) => byProfile.has(id));
        const cwds = uniqueSorted([...byProfile.values()].flatMap((e) => e.cwds));
        const instead = [...new Set([...byProfile.values()].flatMap((e) => [...e.instead]))].sort();
        const target = input.ctx.probe(rel).link?.target;
        const loads = instead.length > 0 ? `in that directory it loads ${fmtList(instead)} instead` : 'it loads nothing from that directory';
        out.push({
            ruleId: symlink_ignored_by_agent_meta.id,
            severity: symlink_ignored_by_agent_meta.defaultSeverity,
            path: rel,
            line: 1,
            message: `${rel} is a symlink${target !== undefined ? ` to ${facts_q(target)}` : ''}, and ${fmtProfiles(profiles)} ignore${profiles.length === 1 ? 's' : ''} symlinked instruction files: it is invisible to ${fmtProfiles(profiles)} in ${fmtCwds(cwds)}; ${loads}. ` +
                'Fix: if these agents need the file, make it a regular file (a copy, or move the content here and link the other name to it).',
            profiles,
            cwds,
        });
    }
    return out;
}
const symlink_ignored_by_agent_examples = {
    failing: {
        description: 'AGENTS.md is a link to a shared document: Codex follows it, A3S Code ignores it.',
        files: { 'docs/agent-rules.md': '# Rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'docs/agent-rules.md' } },
        expect: { path: 'AGENTS.md', line: 1 },
    },
    passing: {
        description: 'AGENTS.md is the regular file and CLAUDE.md links to it: A3S Code reads AGENTS.md and never looks at CLAUDE.md.',
        files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
    },
};
const symlink_ignored_by_agent_docs = {
    why: 'A3S Code checks every candidate with `symlink_metadata` and skips symlinks, then tries the next name in the same directory. ' +
        'A symlinked `AGENTS.md` that works for Codex is therefore invisible to A3S Code, which silently loads the next candidate or nothing at all. ' +
        'The finding names the agents that ignore the link and what they load instead. It is detected from the chains (a candidate passed over as `symlink-rejected`), so it applies to any profile with that behaviour.',
    fix: 'Keep the real content in the file the strictest agent reads (`AGENTS.md`), and make the other names links to it; or replace the link with a regular file.',
};
//# sourceMappingURL=symlink-ignored-by-agent.js.map
;// CONCATENATED MODULE: ./lib/checks/symlink-non-regular.js


const symlink_non_regular_meta = {
    id: 'symlink-non-regular',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file is a symlink to something that is not a regular file (a directory, FIFO, device or socket).',
};
function symlink_non_regular_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const l of linkedCandidates(input)) {
        if (!isNonRegular(l))
            continue;
        const profiles = concernedProfiles(facts, l.rel);
        out.push({
            ruleId: symlink_non_regular_meta.id,
            severity: symlink_non_regular_meta.defaultSeverity,
            path: l.rel,
            line: 1,
            message: `${l.rel} is a symlink to ${KIND_TEXT[l.probe.kind] ?? 'something that is not a file'} (${facts_q(l.link.target)}), not to a file${fateSuffix(input, l.rel)}. ` +
                'Current Codex skips it; older Codex releases accepted any symlink and then failed to read it, losing the project instructions, and a reader that opens a FIFO or a device such as /dev/zero blocks or reads without end. The audit never opens it. ' +
                'Fix: point the link at a regular file inside the repository, or delete it.',
            ...(profiles.length > 0 ? { profiles } : {}),
        });
    }
    return out;
}
const symlink_non_regular_examples = {
    failing: {
        description: 'AGENTS.md links to the docs directory instead of a file in it.',
        options: { profiles: ['codex'] },
        files: { 'docs/agents.md': '# Rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'docs' } },
        expect: { path: 'AGENTS.md', line: 1 },
    },
    passing: {
        description: 'AGENTS.md links to the file.',
        options: { profiles: ['codex'] },
        files: { 'docs/agents.md': '# Rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'docs/agents.md' } },
    },
};
const symlink_non_regular_docs = {
    why: 'An instruction file must be a regular file. A link to a directory makes older Codex releases fail the whole project-doc load; a link to a FIFO or a device (`/dev/zero`, `/dev/random`) makes a naive reader block forever or read without end. ' +
        'Current Codex and A3S Code skip such candidates, so the instructions are simply missing. The audit never opens these targets. This is an error whatever the `symlinks` policy says.',
    fix: 'Point the link at a regular file inside the repository, or replace it with a regular file.',
};
//# sourceMappingURL=symlink-non-regular.js.map
;// CONCATENATED MODULE: ./lib/checks/symlink-policy.js


const symlink_policy_meta = {
    id: 'symlink-policy',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'A symlinked instruction file breaks the configured symlink policy (forbid, or allow-in-repo with a target that only this checkout has).',
};
function symlink_policy_check(input) {
    const policy = input.options.symlinkPolicy;
    if (policy === 'allow')
        return [];
    const facts = factsOf(input);
    const { listing } = input.ctx;
    const out = [];
    for (const l of linkedCandidates(input)) {
        if (isBroken(l))
            continue;
        let message = null;
        if (policy === 'forbid') {
            message =
                `${l.rel} is a symlink to ${facts_q(l.link.target)}${fateSuffix(input, l.rel)}, and the symlink policy is "forbid". ` +
                    'Agents and tools disagree on links (A3S Code ignores them, Windows checkouts turn them into one-line text files). ' +
                    'Fix: replace the link with a regular file, or allow in-repository links with `symlinks: allow-in-repo`.';
        }
        else if (listing.source === 'git' && l.link.resolved !== null) {
            const target = l.link.resolved;
            const listed = listing.files.get(target);
            if (!listed) {
                message =
                    `${l.rel} links to ${target}, which git ignores${fateSuffix(input, l.rel)}: the link works on this machine only and dangles in every clone and in CI. ` +
                        `Fix: commit ${target} (and remove it from .gitignore), or point the link at a committed file.`;
            }
        }
        if (message === null)
            continue;
        const profiles = concernedProfiles(facts, l.rel);
        out.push({
            ruleId: symlink_policy_meta.id,
            severity: symlink_policy_meta.defaultSeverity,
            path: l.rel,
            line: 1,
            message,
            ...(profiles.length > 0 ? { profiles } : {}),
            key: policy,
        });
    }
    return out;
}
const symlink_policy_examples = {
    failing: {
        description: 'The team forbids symlinked instruction files, and CLAUDE.md is one.',
        options: { profiles: ['codex'], symlinkPolicy: 'forbid', fallbackFilenames: ['CLAUDE.md'] },
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
        expect: { path: 'CLAUDE.md', line: 1 },
    },
    passing: {
        description: 'With the default policy, allow-in-repo, a link to a committed file in the repository is fine.',
        options: { profiles: ['codex'], fallbackFilenames: ['CLAUDE.md'] },
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
    },
};
const symlink_policy_docs = {
    why: 'Linking `CLAUDE.md` to `AGENTS.md` is common and recommended by the AGENTS.md site, so links are allowed by default. The policy (`symlinks` in the config file, the `symlinks` action input, `--symlinks`) decides how strict to be:\n\n' +
        '- `allow-in-repo` (default): a link to a file inside the repository is fine, as long as a clone has that file too; a link to a git-ignored file works only on the machine that has it, and is reported.\n' +
        '- `forbid`: every symlinked instruction file is reported (for teams on Windows, or tools that ignore links).\n' +
        '- `allow`: links are never reported by this rule.\n\n' +
        'Whatever the policy, links out of the repository (`symlink-escape`), dangling links (`symlink-dangling`), links to non-files (`symlink-non-regular`) and chains of links (`symlink-chain`) are errors of their own.',
    fix: 'Replace the link with a regular file, point it at a committed file, or choose the policy that matches how your team works.',
};
//# sourceMappingURL=symlink-policy.js.map
;// CONCATENATED MODULE: ./lib/checks/unreadable-candidate.js

const unreadable_candidate_meta = {
    id: 'unreadable-candidate',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An instruction file cannot be read (permission denied, removed or replaced during the run): what agents do with it is undefined.',
};
function unreadable_candidate_check(input) {
    const facts = factsOf(input);
    const out = [];
    for (const rel of facts.instructionPaths) {
        const p = input.ctx.probe(rel);
        let why;
        if (p.error !== undefined) {
            if (p.link?.loop)
                continue; // symlink-chain reports loops
            why = p.error;
        }
        else if (p.kind === 'file' && !p.link?.outside) {
            const content = input.ctx.read(rel);
            if (content?.error)
                why = content.error;
        }
        if (why === undefined)
            continue;
        const fate = describeFate(facts, rel);
        const profiles = concernedProfiles(facts, rel);
        const removed = why.includes('removed');
        out.push({
            ruleId: unreadable_candidate_meta.id,
            severity: unreadable_candidate_meta.defaultSeverity,
            path: rel,
            line: null,
            message: `${rel} cannot be read: ${why}${fate ? ` (${fate})` : ''}. ` +
                'Codex skips a file that disappears but treats any other read error as fatal and loads no project instructions at all; A3S Code skips the file and tries the next name. ' +
                (removed
                    ? 'Fix: the file changed while the audit ran; run the audit again.'
                    : 'Fix: make it a readable regular file (`chmod a+r`), or remove it.'),
            ...(profiles.length > 0 ? { profiles } : {}),
            key: removed ? 'removed' : 'unreadable',
        });
    }
    return out;
}
const unreadable_candidate_examples = {
    failing: {
        description: 'AGENTS.md lost its read permission (`chmod 000`); the audit runs as an ordinary user.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
        unreadable: ['AGENTS.md'],
        expect: { path: 'AGENTS.md', line: null },
    },
    passing: {
        description: 'The same file, readable.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
    },
};
const unreadable_candidate_docs = {
    why: 'A candidate that exists but cannot be read is the worst case for an agent: Codex propagates read errors other than “not found” and drops every project instruction file for that session, while A3S Code skips the file. ' +
        'Either way the instructions are not what the repository says. The audit reports the error instead of crashing, including for a file that is removed or replaced by something else (a FIFO, a directory) between listing and reading.',
    fix: 'Give the file normal permissions (`chmod 644 AGENTS.md`) and make sure it is a regular file; if it changed during the audit, run the audit again.',
};
//# sourceMappingURL=unreadable-candidate.js.map
;// CONCATENATED MODULE: ./lib/checks/index.js





















/** Rules raised by the engine and profiles themselves (not by a check module). */
const ENGINE_RULES = [
    {
        id: 'budget-clamped',
        kind: 'check',
        defaultSeverity: 'info',
        description: 'The configured max-bytes is above an agent’s ceiling (A3S Code clamps it to 1 MiB).',
    },
];
/** Documentation examples of the engine's rules (raised by profiles, not by a check module). */
const ENGINE_RULE_DOCS = {
    'budget-clamped': {
        examples: {
            failing: {
                description: 'max-bytes is set to 2,000,000 for a team that also uses A3S Code.',
                options: { maxBytes: 2_000_000 },
                files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n' },
                expect: { path: null, line: null },
            },
            passing: {
                description: 'The default budget, 32 KiB.',
                files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n' },
            },
        },
        docs: {
            why: 'A3S Code clamps `project_doc_max_bytes` to 1 MiB and prints a warning at startup. A larger `max-bytes` makes the audit model A3S Code with 1 MiB, while Codex gets the full value. ' +
                'This is an `info` finding about the configuration; it never fails a run.',
            fix: 'Use a budget of at most 1,048,576 bytes, or ignore the note if only other agents need the larger value.',
        },
    },
};
/** Every health check, in documentation order. */
const CHECKS = [
    override_committed_namespaceObject,
    override_untracked_namespaceObject,
    override_local_namespaceObject,
    chain_over_budget_namespaceObject,
    chain_near_budget_namespaceObject,
    symlink_escape_namespaceObject,
    symlink_dangling_namespaceObject,
    symlink_non_regular_namespaceObject,
    symlink_chain_namespaceObject,
    symlink_policy_namespaceObject,
    symlink_ignored_by_agent_namespaceObject,
    symlink_as_text_namespaceObject,
    candidate_not_regular_namespaceObject,
    unreadable_candidate_namespaceObject,
    encoding_invalid_utf8_namespaceObject,
    encoding_utf16_utf32_namespaceObject,
    encoding_bom_namespaceObject,
    encoding_nul_namespaceObject,
    nested_root_hides_namespaceObject,
    empty_instruction_file_namespaceObject,
    empty_override_hides_namespaceObject,
];
const CHECK_RULES = [...ENGINE_RULES, ...CHECKS.map((c) => c.meta)];
function runChecks(input) {
    const out = [];
    for (const c of CHECKS) {
        try {
            out.push(...c.check(input));
        }
        catch (e) {
            throw new Error(`health check ${c.meta.id} failed: ${e?.message ?? String(e)}`, { cause: e });
        }
    }
    return out;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/config/options.js
const DEFAULT_MAX_BYTES = 32 * 1024;
const DEFAULT_ROOT_MARKERS = ['.git'];
const DEFAULT_WARN_THRESHOLD = 0.9;
const SYMLINK_POLICIES = ['allow-in-repo', 'forbid', 'allow'];
function defaultOptions(root) {
    return {
        root,
        assumeRoot: false,
        profiles: ['codex'],
        workingDirectories: ['auto'],
        maxBytes: DEFAULT_MAX_BYTES,
        fallbackFilenames: [],
        rootMarkers: [...DEFAULT_ROOT_MARKERS],
        home: null,
        rules: {},
        warnThreshold: DEFAULT_WARN_THRESHOLD,
        symlinkPolicy: 'allow-in-repo',
    };
}
//# sourceMappingURL=options.js.map
;// CONCATENATED MODULE: ./lib/config/parse.js

class ConfigError extends Error {
    name = 'ConfigError';
}
const SEVERITY_SETTINGS = ['off', 'info', 'warning', 'error'];
const FAIL_ON_VALUES = ['error', 'warning', 'never'];
/** Printable form of a user value for a message: quoted, control characters escaped, length-capped. */
function quote(value) {
    const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value;
    return JSON.stringify(shown);
}
/** Split a list given as lines and/or commas; trims, drops blanks and `#` comment lines. */
function splitList(text) {
    return text
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter((s) => s !== '' && !s.startsWith('#'));
}
/** Split a list given one per line (paths and globs may contain commas). */
function splitLines(text) {
    return text
        .split('\n')
        .map((s) => s.trim())
        .filter((s) => s !== '' && !s.startsWith('#'));
}
function parseMaxBytes(text) {
    const t = text.trim();
    if (!/^\d+$/.test(t)) {
        throw new ConfigError(`${quote(text)} is not a byte count: expected a whole number ≥ 0 (0 disables instructions)`);
    }
    const n = Number(t);
    if (!Number.isSafeInteger(n))
        throw new ConfigError(`${quote(text)} is too large`);
    return n;
}
function parseThreshold(text) {
    const t = text.trim();
    const m = /^(\d+(?:\.\d+)?)(%?)$/.exec(t);
    if (!m)
        throw new ConfigError(`${quote(text)} is not a threshold: expected a percentage such as 90 or 90%`);
    const n = Number(m[1]);
    if (!(n > 0 && n <= 100))
        throw new ConfigError(`${quote(text)} is out of range: expected a percentage above 0 and at most 100`);
    return n / 100;
}
function parseSeverity(text, ruleId) {
    const t = text.trim().toLowerCase();
    if (SEVERITY_SETTINGS.includes(t))
        return t;
    // remark-lint style numbers and booleans, so a .remarkrc habit works here too.
    if (t === '0' || t === 'false')
        return 'off';
    if (t === '1' || t === 'warn')
        return 'warning';
    if (t === '2' || t === 'true')
        return 'error';
    throw new ConfigError(`rule ${quote(ruleId)} has severity ${quote(text)}: expected one of off, info, warning, error`);
}
/**
 * Per-rule severities from lines of `rule-id: off|info|warning|error` (commas also separate).
 * Unknown rule ids are rejected so a typo does not silently do nothing.
 */
function parseRuleSettings(text, knownRuleIds) {
    const out = {};
    for (const entry of splitList(text)) {
        const m = /^([A-Za-z0-9_-]+)\s*[:=]\s*(\S+)$/.exec(entry);
        if (!m)
            throw new ConfigError(`${quote(entry)} is not a rule setting: expected "rule-id: off|info|warning|error"`);
        const id = m[1];
        assertKnownRule(id, knownRuleIds);
        out[id] = parseSeverity(m[2], id);
    }
    return out;
}
function assertKnownRule(id, knownRuleIds) {
    if (!knownRuleIds.includes(id)) {
        const near = knownRuleIds.filter((k) => k.includes(id) || id.includes(k)).slice(0, 3);
        throw new ConfigError(`unknown rule ${quote(id)}${near.length ? ` (did you mean ${near.join(', ')}?)` : ''}; known rules: ${knownRuleIds.join(', ')}`);
    }
}
function parseProfiles(text, knownProfiles) {
    const list = splitList(text);
    if (list.length === 0)
        throw new ConfigError(`no profile given: expected one or more of ${knownProfiles.join(', ')}`);
    const out = [];
    for (const p of list) {
        if (!knownProfiles.includes(p)) {
            throw new ConfigError(`unknown profile ${quote(p)}: expected one or more of ${knownProfiles.join(', ')}`);
        }
        if (!out.includes(p))
            out.push(p);
    }
    return out;
}
function parseFailOn(text) {
    const t = text.trim().toLowerCase();
    if (FAIL_ON_VALUES.includes(t))
        return t;
    throw new ConfigError(`${quote(text)} is not accepted: expected one of ${FAIL_ON_VALUES.join(', ')}`);
}
function parseSymlinkPolicy(text) {
    const t = text.trim();
    if (SYMLINK_POLICIES.includes(t))
        return t;
    throw new ConfigError(`${quote(text)} is not a symlink policy: expected one of ${SYMLINK_POLICIES.join(', ')}`);
}
function parseBoolean(text) {
    const t = text.trim().toLowerCase();
    if (['true', 'yes', 'on', '1'].includes(t))
        return true;
    if (['false', 'no', 'off', '0'].includes(t))
        return false;
    throw new ConfigError(`${quote(text)} is not a boolean: expected true or false`);
}
/**
 * A fallback file name must be a plain name in its directory. A3S Code rejects these names;
 * Codex would join them as-is (so `../x.md` reads outside the directory), which the audit refuses too.
 * Returns the reason it is unsafe, or null.
 */
function unsafeFilenameReason(name) {
    if (name === '')
        return 'it is empty';
    if (name === '.' || name === '..')
        return `it is ${quote(name)}`;
    if (name.length > 255)
        return 'it is longer than 255 characters';
    if (name.includes('\0'))
        return 'it contains a NUL character';
    for (const ch of ['/', '\\', ':'])
        if (name.includes(ch))
            return `it contains ${quote(ch)}`;
    return null;
}
//# sourceMappingURL=parse.js.map
;// CONCATENATED MODULE: ./lib/discovery/fsprobe.js
/**
 * The only place that touches candidate files on disk. It never opens anything that is not a
 * regular file inside the audited root, opens with O_NONBLOCK so a FIFO swapped in after the stat
 * cannot block, checks the opened descriptor is a regular file, and reads at most `cap` bytes.
 */


function kindOf(st) {
    if (st.isFile())
        return 'file';
    if (st.isSymbolicLink())
        return 'symlink';
    if (st.isDirectory())
        return 'directory';
    if (st.isFIFO())
        return 'fifo';
    if (st.isSocket())
        return 'socket';
    if (st.isCharacterDevice() || st.isBlockDevice())
        return 'device';
    return 'other';
}
function errCode(e) {
    return e?.code ?? 'EUNKNOWN';
}
function describeError(e) {
    const code = errCode(e);
    switch (code) {
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'ENOENT':
            return 'it was removed during the audit';
        case 'ELOOP':
            return 'too many levels of symbolic links (a link loop)';
        case 'EISDIR':
            return 'it is a directory';
        case 'ENOTDIR':
            return 'a path component is not a directory';
        default:
            return `${code}: ${e?.message ?? String(e)}`;
    }
}
/** Whether `absPath` is `root` or lies below it. */
function isInside(root, absPath) {
    const rel = external_node_path_namespaceObject.relative(root, absPath);
    return rel === '' || (!rel.startsWith('..') && !external_node_path_namespaceObject.isAbsolute(rel));
}
function toRel(root, absPath) {
    const rel = external_node_path_namespaceObject.relative(root, absPath);
    return rel === '' ? '.' : rel.split(external_node_path_namespaceObject.sep).join('/');
}
/**
 * What a candidate name is, without reading it. `realRoot` is the audited root with its own
 * links resolved, so that the containment test compares like with like.
 */
function probe(root, realRoot, rel) {
    const abs = external_node_path_namespaceObject.join(root, rel);
    let lst;
    try {
        lst = external_node_fs_namespaceObject.lstatSync(abs);
    }
    catch (e) {
        const code = errCode(e);
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { rel, abs, lkind: 'missing', kind: 'missing', size: null };
        return { rel, abs, lkind: 'other', kind: 'other', size: null, error: describeError(e) };
    }
    const lkind = kindOf(lst);
    if (lkind !== 'symlink') {
        return { rel, abs, lkind, kind: lkind, size: lkind === 'file' ? lst.size : null };
    }
    let target = '';
    try {
        target = external_node_fs_namespaceObject.readlinkSync(abs);
    }
    catch {
        /* unreadable link text: keep going with stat */
    }
    const link = {
        target,
        absolute: external_node_path_namespaceObject.isAbsolute(target),
        resolved: null,
        outside: false,
        chained: false,
        loop: false,
    };
    try {
        link.chained = external_node_fs_namespaceObject.lstatSync(external_node_path_namespaceObject.resolve(external_node_path_namespaceObject.dirname(abs), target)).isSymbolicLink();
    }
    catch {
        /* dangling first hop: reported through stat below */
    }
    let real = null;
    try {
        real = external_node_fs_namespaceObject.realpathSync(abs);
    }
    catch (e) {
        const code = errCode(e);
        if (code === 'ELOOP')
            link.loop = true;
        // Dangling: decide containment from the lexical target.
        const lexical = external_node_path_namespaceObject.resolve(external_node_path_namespaceObject.dirname(abs), target);
        link.outside = !isInside(root, lexical) && !isInside(realRoot, lexical);
        return {
            rel,
            abs,
            lkind,
            kind: 'missing',
            size: null,
            link,
            ...(code === 'ELOOP' ? { error: describeError(e) } : {}),
        };
    }
    link.outside = !isInside(realRoot, real);
    link.resolved = link.outside ? null : toRel(realRoot, real);
    let st;
    try {
        st = external_node_fs_namespaceObject.statSync(abs);
    }
    catch (e) {
        return { rel, abs, lkind, kind: 'other', size: null, link, error: describeError(e) };
    }
    const kind = kindOf(st);
    return { rel, abs, lkind, kind, size: kind === 'file' ? st.size : null, link };
}
const O_NONBLOCK = external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0;
const O_NOFOLLOW = external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0;
/**
 * Read at most `cap` bytes of a regular file inside the root. For a link, the caller passes the
 * resolved path; it is opened with O_NOFOLLOW so a link swapped in after the probe is refused.
 */
function readCapped(absPath, cap) {
    let fd;
    try {
        fd = external_node_fs_namespaceObject.openSync(absPath, external_node_fs_namespaceObject.constants.O_RDONLY | O_NONBLOCK | O_NOFOLLOW);
    }
    catch (e) {
        return { bytes: Buffer.alloc(0), complete: false, size: 0, error: describeError(e) };
    }
    try {
        const st = external_node_fs_namespaceObject.fstatSync(fd);
        if (!st.isFile()) {
            return { bytes: Buffer.alloc(0), complete: false, size: 0, error: `it is no longer a regular file (${kindOf(st)})` };
        }
        const want = Math.min(st.size, cap);
        const buf = Buffer.allocUnsafe(want);
        let got = 0;
        while (got < want) {
            const n = external_node_fs_namespaceObject.readSync(fd, buf, got, want - got, got);
            if (n === 0)
                break; // file shrank while we read
            got += n;
        }
        const bytes = got === want ? buf : buf.subarray(0, got);
        return { bytes, complete: got >= st.size, size: st.size };
    }
    catch (e) {
        return { bytes: Buffer.alloc(0), complete: false, size: 0, error: describeError(e) };
    }
    finally {
        external_node_fs_namespaceObject.closeSync(fd);
    }
}
//# sourceMappingURL=fsprobe.js.map
;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./lib/discovery/listing.js
/**
 * One listing of the repository: every tracked file and every untracked file that is not
 * ignored, from git (two `git ls-files` calls per repository, nested repositories included),
 * or from a bounded walk of the file system where there is no git.
 */



const GIT_MAX_BUFFER = 1024 * 1024 * 1024;
const WALK_LIMIT = 2_000_000;
const WALK_SKIP = new Set(['.git', 'node_modules']);
function git(cwd, args) {
    // core.fsmonitor=false: never run a hook named by the audited repository's own config.
    const r = (0,external_node_child_process_namespaceObject.spawnSync)('git', ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', ...args], {
        cwd,
        encoding: 'utf8',
        maxBuffer: GIT_MAX_BUFFER,
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (r.error)
        return { ok: false, error: r.error.code === 'ENOENT' ? 'git is not installed' : r.error.message };
    if (r.status !== 0)
        return { ok: false, error: (r.stderr || `git exited with ${r.status}`).trim().split('\n')[0] };
    return { ok: true, out: r.stdout };
}
function parentDir(p) {
    const i = p.lastIndexOf('/');
    return i === -1 ? '.' : p.slice(0, i);
}
function listing_baseName(p) {
    const i = p.lastIndexOf('/');
    return i === -1 ? p : p.slice(i + 1);
}
function joinRel(prefix, p) {
    return prefix === '.' ? p : `${prefix}/${p}`;
}
class ListingBuilder {
    files = new Map();
    dirs = new Set(['.']);
    byDir = new Map();
    nestedRepos = [];
    add(rel, facts) {
        if (this.files.has(rel))
            return;
        this.files.set(rel, facts);
        const dir = parentDir(rel);
        let names = this.byDir.get(dir);
        if (!names) {
            names = [];
            this.byDir.set(dir, names);
        }
        names.push(listing_baseName(rel));
        this.addDir(dir);
    }
    addDir(dir) {
        let d = dir;
        while (!this.dirs.has(d)) {
            this.dirs.add(d);
            d = parentDir(d);
        }
    }
    build(source, gitProblem) {
        return {
            source,
            files: this.files,
            dirs: this.dirs,
            byDir: this.byDir,
            nestedRepos: this.nestedRepos,
            ...(gitProblem ? { gitProblem } : {}),
        };
    }
}
/** Whether `abs` is inside a git work tree, and git works there. */
function gitUsable(abs) {
    const r = git(abs, ['rev-parse', '--is-inside-work-tree']);
    if (!r.ok)
        return r.error;
    return r.out.trim() === 'true' ? null : 'not inside a git work tree';
}
function listGitRepo(b, absRoot, absDir, prefix, depth) {
    const staged = git(absDir, ['ls-files', '-z', '--stage']);
    if (!staged.ok)
        return staged.error;
    const others = git(absDir, ['ls-files', '-z', '--others', '--exclude-standard']);
    if (!others.ok)
        return others.error;
    const nested = [];
    for (const rec of staged.out.split('\0')) {
        if (!rec)
            continue;
        const tab = rec.indexOf('\t');
        const mode = rec.slice(0, 6);
        const p = rec.slice(tab + 1);
        if (mode === '160000') {
            nested.push(p);
            continue;
        }
        b.add(joinRel(prefix, p), mode === '120000' ? { git: 'tracked', symlink: true } : { git: 'tracked' });
    }
    for (const p of others.out.split('\0')) {
        if (!p)
            continue;
        if (p.endsWith('/')) {
            nested.push(p.slice(0, -1)); // git shows a nested repository as one directory entry
            continue;
        }
        b.add(joinRel(prefix, p), { git: 'untracked' });
    }
    for (const n of nested) {
        const rel = joinRel(prefix, n);
        b.nestedRepos.push(rel);
        b.addDir(rel);
        const abs = external_node_path_namespaceObject.join(absRoot, rel);
        if (depth < 8 && external_node_fs_namespaceObject.existsSync(external_node_path_namespaceObject.join(abs, '.git')))
            listGitRepo(b, absRoot, abs, rel, depth + 1);
    }
    return null;
}
function walk(b, absRoot) {
    const stack = ['.'];
    let count = 0;
    while (stack.length > 0 && count < WALK_LIMIT) {
        const rel = stack.pop();
        let entries;
        try {
            entries = external_node_fs_namespaceObject.readdirSync(external_node_path_namespaceObject.join(absRoot, rel), { withFileTypes: true });
        }
        catch {
            continue; // unreadable directory: its candidates are probed (and reported) later if on a chain
        }
        for (const e of entries) {
            count += 1;
            const childRel = joinRel(rel, e.name);
            if (e.isDirectory()) {
                if (e.name === '.git')
                    continue;
                b.addDir(childRel);
                if (external_node_fs_namespaceObject.existsSync(external_node_path_namespaceObject.join(absRoot, childRel, '.git')))
                    b.nestedRepos.push(childRel);
                if (!WALK_SKIP.has(e.name))
                    stack.push(childRel);
            }
            else {
                b.add(childRel, e.isSymbolicLink() ? { git: 'unknown', symlink: true } : { git: 'unknown' });
            }
        }
    }
}
/** List the repository at `absRoot` once. */
function listRepository(absRoot) {
    const b = new ListingBuilder();
    const problem = gitUsable(absRoot);
    if (problem === null) {
        const err = listGitRepo(b, absRoot, absRoot, '.', 0);
        if (err === null)
            return b.build('git');
        const fresh = new ListingBuilder();
        walk(fresh, absRoot);
        return fresh.build('walk', err);
    }
    walk(b, absRoot);
    return b.build('walk', problem);
}
/** Whether git ignores `rel` (for a candidate seen by stat but not in the listing). */
function gitIgnored(absRoot, rels) {
    if (rels.length === 0)
        return new Set();
    const r = (0,external_node_child_process_namespaceObject.spawnSync)('git', ['-c', 'core.fsmonitor=false', 'check-ignore', '-z', '--stdin'], {
        cwd: absRoot,
        input: rels.join('\0') + '\0',
        encoding: 'utf8',
        maxBuffer: GIT_MAX_BUFFER,
    });
    if (r.error || (r.status !== 0 && r.status !== 1))
        return new Set();
    return new Set(r.stdout.split('\0').filter(Boolean));
}

//# sourceMappingURL=listing.js.map
;// CONCATENATED MODULE: ./lib/discovery/context.js
/**
 * The shared, memoized view of the repository that every profile and check works from:
 * each candidate is probed once and read once (up to the read cap), each directory's root is
 * found once. Profiles never touch the file system themselves.
 */





/** Bytes linted per file at most; a larger file is linted on its first MAX_TEXT_BYTES. */
const MAX_TEXT_BYTES = 1024 * 1024;
class DiscoveryContext {
    root;
    realRoot;
    listing;
    assumeRoot;
    readCap;
    probes = new Map();
    reads = new Map();
    roots = new Map();
    markerCache = new Map();
    readCount = 0;
    constructor(root, listing, opts) {
        this.root = root;
        this.realRoot = external_node_fs_namespaceObject.realpathSync(root);
        this.listing = listing;
        this.assumeRoot = opts.assumeRoot;
        this.readCap = Math.max(opts.readCap, MAX_TEXT_BYTES);
    }
    /** How many files were opened for reading (each at most once). */
    get filesRead() {
        return this.readCount;
    }
    join(dir, name) {
        return dir === '.' ? name : `${dir}/${name}`;
    }
    /** Probe a repository-relative path once (lstat + stat; a link's target is resolved, never read). */
    probe(rel) {
        let p = this.probes.get(rel);
        if (!p) {
            p = probe(this.root, this.realRoot, rel);
            this.probes.set(rel, p);
        }
        return p;
    }
    /** Probed paths that exist in some form (for reporting every candidate once). */
    probedExisting() {
        return [...this.probes.values()].filter((p) => p.lkind !== 'missing');
    }
    /**
     * Read a candidate once, up to the read cap. Only regular files inside the root are read:
     * a link is read through its resolved target, never outside the root.
     */
    read(rel) {
        const p = this.probe(rel);
        if (p.kind !== 'file')
            return null;
        if (p.link && (p.link.outside || p.link.resolved === null))
            return null;
        const key = p.link?.resolved ?? rel;
        let c = this.reads.get(key);
        if (!c) {
            this.readCount += 1;
            const r = readCapped(external_node_path_namespaceObject.join(this.realRoot, key), this.readCap);
            c = { ...r, facts: analyzeBytes(r.bytes, r.complete) };
            this.reads.set(key, c);
        }
        return c;
    }
    /** The content already read for `rel`, without reading. */
    readIfLoaded(rel) {
        const p = this.probes.get(rel);
        return this.reads.get(p?.link?.resolved ?? rel);
    }
    /** Listed base names in a directory. */
    namesIn(dir) {
        return this.listing.byDir.get(dir) ?? [];
    }
    gitStatus(rel) {
        const f = this.listing.files.get(rel);
        if (f)
            return f.git;
        if (this.listing.source !== 'git')
            return 'unknown';
        return this.ignoredCache?.has(rel) ? 'ignored' : 'unknown';
    }
    ignoredCache;
    /** Ask git, once for all, which of the probed-but-unlisted candidates it ignores. */
    resolveIgnored() {
        if (this.listing.source !== 'git')
            return;
        const unlisted = this.probedExisting()
            .map((p) => p.rel)
            .filter((r) => !this.listing.files.has(r));
        this.ignoredCache = gitIgnored(this.root, unlisted);
    }
    hasMarker(dir, marker, allowSymlink) {
        const key = `${dir}\0${marker}\0${allowSymlink}`;
        let v = this.markerCache.get(key);
        if (v === undefined) {
            try {
                const st = external_node_fs_namespaceObject.lstatSync(external_node_path_namespaceObject.join(this.root, dir, marker));
                v = allowSymlink ? true : !st.isSymbolicLink();
                if (st.isSymbolicLink() && allowSymlink)
                    v = external_node_fs_namespaceObject.existsSync(external_node_path_namespaceObject.join(this.root, dir, marker));
            }
            catch {
                v = false;
            }
            this.markerCache.set(key, v);
        }
        return v;
    }
    /**
     * Walk up from `dir` to the first directory holding a root marker, never above the audited
     * root. With none found: the audited root when `assumeRoot`, else `dir` alone (agents then
     * read only the working directory).
     */
    rootOf(dir, rule) {
        const key = `${dir}\0${rule.markers.join('\0')}\0${rule.allowSymlinkMarker}`;
        const hit = this.roots.get(key);
        if (hit)
            return hit;
        let info = null;
        let d = dir;
        for (;;) {
            const found = rule.markers.find((m) => this.hasMarker(d, m, rule.allowSymlinkMarker));
            if (found) {
                info = { dir: d, marker: found };
                break;
            }
            if (d === '.')
                break;
            d = parentDir(d);
        }
        if (!info)
            info = this.assumeRoot ? { dir: '.', marker: 'assumed' } : { dir, marker: null };
        this.roots.set(key, info);
        return info;
    }
    /** Directories from `root` down to `dir`, inclusive, root first. */
    dirsFrom(root, dir) {
        const out = [];
        let d = dir;
        for (;;) {
            out.push(d);
            if (d === root || d === '.')
                break;
            d = parentDir(d);
        }
        return out.reverse();
    }
}

//# sourceMappingURL=context.js.map
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(4006);
;// CONCATENATED MODULE: ./lib/discovery/workdirs.js
/**
 * Working directories to audit: explicit paths, globs over the listed directories, and `auto`
 * (the root plus every directory holding a candidate, so each distinct chain end is audited once).
 */




const GLOB_CHARS = /[*?[\]{}!]/;
function normalizeRel(root, input) {
    const abs = external_node_path_namespaceObject.resolve(root, input);
    const rel = external_node_path_namespaceObject.relative(root, abs);
    if (rel.startsWith('..') || external_node_path_namespaceObject.isAbsolute(rel)) {
        throw new ConfigError(`working directory ${quote(input)} is outside the repository`);
    }
    return rel === '' ? '.' : rel.split(external_node_path_namespaceObject.sep).join('/');
}
function resolveWorkingDirectories(root, listing, specs, candidateNames) {
    const out = new Set();
    for (const raw of specs) {
        const spec = raw.trim();
        if (spec === '')
            continue;
        if (spec === 'auto') {
            out.add('.');
            for (const [dir, names] of listing.byDir)
                if (names.some((n) => candidateNames.has(n)))
                    out.add(dir);
            continue;
        }
        if (GLOB_CHARS.test(spec)) {
            const pattern = spec.replace(/^\.\//, '').replace(/\/+$/, '');
            if (pattern.startsWith('/') || pattern.split('/').includes('..')) {
                throw new ConfigError(`working directory glob ${quote(spec)} reaches outside the repository`);
            }
            const isMatch = picomatch(pattern, { dot: true });
            let n = 0;
            for (const dir of listing.dirs) {
                if (dir !== '.' && isMatch(dir)) {
                    out.add(dir);
                    n += 1;
                }
            }
            if (n === 0)
                throw new ConfigError(`working directory glob ${quote(spec)} matches no directory in the repository`);
            continue;
        }
        const rel = normalizeRel(root, spec);
        let st;
        try {
            st = external_node_fs_namespaceObject.statSync(external_node_path_namespaceObject.join(root, rel));
        }
        catch {
            throw new ConfigError(`working directory ${quote(spec)} does not exist in the repository`);
        }
        if (!st.isDirectory())
            throw new ConfigError(`working directory ${quote(spec)} is not a directory`);
        out.add(rel);
    }
    if (out.size === 0)
        throw new ConfigError('no working directory given: use "auto", paths or globs');
    return [...out].sort(compareDirs);
}
/** Root first, then depth-first by path. */
function compareDirs(a, b) {
    if (a === b)
        return 0;
    if (a === '.')
        return -1;
    if (b === '.')
        return 1;
    return a < b ? -1 : 1;
}
//# sourceMappingURL=workdirs.js.map
;// CONCATENATED MODULE: ./lib/profiles/chain-state.js
/**
 * Building blocks for profiles that walk root → cwd with one shared budget (Codex, A3S):
 * an immutable per-directory state, memoized so every chain shares the work of its prefix.
 */




const EMPTY_STATE = {
    remaining: Infinity,
    used: 0,
    files: [],
    texts: [],
    passed: [],
    warnings: [],
};
function withBudget(budget) {
    return { ...EMPTY_STATE, remaining: budget };
}
function addPassed(s, ...p) {
    return p.length === 0 ? s : { ...s, passed: [...s.passed, ...p] };
}
function addWarning(s, w) {
    return { ...s, warnings: [...s.warnings, w] };
}
function addFile(s, file, text, budgeted) {
    return {
        ...s,
        remaining: budgeted ? s.remaining - file.loadedBytes : s.remaining,
        used: budgeted ? s.used + file.loadedBytes : s.used,
        files: [...s.files, file],
        texts: [...s.texts, text],
    };
}
/** Where a cut after `offset` bytes falls in a file whose first bytes are `bytes`. */
function cutPoint(bytes, offset, complete) {
    const place = placeOf(bytes, offset);
    return {
        byteOffset: offset,
        line: place.line,
        column: place.column,
        splitsCharacter: splitsCharacter(bytes, offset),
        lastLine: complete ? countLines(bytes) : null,
    };
}
const memos = new WeakMap();
/**
 * The state after walking `dirs` (root first), sharing every prefix across chains: the state at a
 * directory is computed once per (profile settings, root) and reused by every chain below it.
 */
function walkMemo(ctx, key, dirs, initial, step) {
    let memo = memos.get(ctx);
    if (!memo) {
        memo = new Map();
        memos.set(ctx, memo);
    }
    const rootKey = `${key}\0${dirs[0] ?? ''}`;
    let state = memo.get(`${rootKey}\0`);
    if (!state) {
        state = initial();
        memo.set(`${rootKey}\0`, state);
    }
    for (const dir of dirs) {
        const k = `${rootKey}\0${dir}`;
        const hit = memo.get(k);
        if (hit) {
            state = hit;
            continue;
        }
        state = step(state, dir);
        memo.set(k, state);
    }
    return state;
}
function toResolved(profile, cwd, root, budget, s) {
    const chain = {
        profile,
        cwd,
        root: root.dir,
        rootMarker: root.marker,
        budget,
        usedBytes: s.used,
        files: [...s.files],
        passedOver: [...s.passed],
        agentWarnings: [...s.warnings],
    };
    return { chain, texts: [...s.texts] };
}
/**
 * The first non-blank personal document among `names` in `dir` (outside the repository, given
 * explicitly by the user). Only regular files are opened; at most `cap` bytes are read.
 */
function readPersonal(dir, display, names, cap, isBlank) {
    for (const name of names) {
        let real;
        try {
            real = external_node_fs_namespaceObject.realpathSync(external_node_path_namespaceObject.join(dir, name)); // dotfile managers often link these
        }
        catch {
            continue;
        }
        const r = readCapped(real, cap);
        if (r.error)
            continue;
        const text = new TextDecoder('utf-8').decode(r.bytes);
        if (isBlank(text))
            continue;
        return {
            file: { path: `${display}/${name}`, size: r.size, loadedBytes: r.bytes.length, truncated: false, personal: true },
            text,
            bytes: r.bytes,
        };
    }
    return null;
}
//# sourceMappingURL=chain-state.js.map
;// CONCATENATED MODULE: ./lib/profiles/codex.js
/**
 * Codex CLI, as `codex-rs/core/src/agents_md.rs` behaves (see docs/profiles.md):
 * - root: first ancestor of cwd holding a root marker (default `.git`, file or directory); none → cwd only;
 * - per directory: `AGENTS.override.md`, `AGENTS.md`, then fallbacks; the first whose stat (links
 *   followed) says "regular file" wins, even when its content is blank (an empty override still hides AGENTS.md);
 * - one byte budget for the chain, root first; each file cut to the remaining bytes (a byte cut, lossy
 *   decoding), blank files use no budget, later files are not read once it is spent; joined with "\n\n";
 * - personal `~/.codex` document: first non-blank of override/AGENTS.md, trimmed, not budgeted.
 */



const OVERRIDE_NAME = 'AGENTS.override.md';
const AGENTS_NAME = 'AGENTS.md';
const PROJECT_DOC_SEPARATOR = '\n\n--- project-doc ---\n\n';
function codexCandidates(settings) {
    const out = [OVERRIDE_NAME, AGENTS_NAME];
    for (const f of settings.fallbackFilenames)
        if (f !== '' && !out.includes(f))
            out.push(f);
    return out;
}
/** The first candidate whose stat says regular file, and the candidates passed over. */
function pickInDirectory(ctx, dir, names) {
    let winner = null;
    const passed = [];
    for (const name of names) {
        const rel = ctx.join(dir, name);
        const p = ctx.probe(rel);
        if (p.lkind === 'missing')
            continue;
        if (winner !== null) {
            passed.push({ path: rel, reason: 'hidden', detail: winner });
            continue;
        }
        if (p.kind === 'file') {
            winner = rel;
            continue;
        }
        const what = p.link ? (p.kind === 'missing' ? 'a dangling symlink' : `a symlink to a ${p.kind}`) : `a ${p.kind}`;
        passed.push({ path: rel, reason: 'not-regular-file', detail: p.error ? `${what} (${p.error})` : what });
    }
    return { winner, passed };
}
function step(ctx, names, s, dir) {
    const { winner, passed } = pickInDirectory(ctx, dir, names);
    let state = addPassed(s, ...passed);
    if (winner === null)
        return state;
    const p = ctx.probe(winner);
    const linkTarget = p.link ? { linkTarget: p.link.resolved ?? p.link.target } : {};
    if (state.remaining <= 0) {
        return addPassed(state, { path: winner, reason: 'budget-spent', detail: 'the byte budget was used up by earlier files' });
    }
    if (p.link?.outside) {
        // Codex follows the link and reads the file; the audit never reads outside the repository.
        const size = p.size ?? 0;
        const loaded = Math.min(size, state.remaining);
        const file = { path: winner, size, loadedBytes: loaded, truncated: size > state.remaining, unread: true, ...linkTarget };
        return addFile(state, file, '', true);
    }
    const content = ctx.read(winner);
    if (!content || content.error) {
        const why = content?.error ?? 'it could not be read';
        const removed = why.includes('removed');
        state = addPassed(state, { path: winner, reason: 'unreadable', detail: why });
        // Codex skips a file removed after discovery, but any other read error drops all project docs.
        return removed ? state : addWarning(state, `${winner}: ${why}; Codex logs the error and loads no project instructions`);
    }
    const take = Math.min(content.bytes.length, state.remaining);
    const slice = content.bytes.subarray(0, take);
    const text = decodeLossy(slice);
    if (isBlank(text))
        return addPassed(state, { path: winner, reason: 'whitespace-only' });
    const truncated = content.size > state.remaining;
    if (firstInvalidUtf8(slice, !truncated && content.complete) !== -1) {
        state = addWarning(state, `${winner}: invalid UTF-8 in project doc; Invalid byte sequences were replaced.`);
    }
    const file = {
        path: winner,
        size: content.size,
        loadedBytes: take,
        truncated,
        ...(truncated ? { cut: cutPoint(content.bytes, take, content.complete) } : {}),
        ...linkTarget,
    };
    return addFile(state, file, text, true);
}
const codex = {
    id: 'codex',
    name: 'Codex CLI',
    description: 'OpenAI Codex CLI (codex-rs agents_md.rs): one file per directory, override first, 32 KiB shared byte budget.',
    budgeted: true,
    candidateNames: codexCandidates,
    resolve(cwd, ctx, settings) {
        const names = codexCandidates(settings);
        const root = ctx.rootOf(cwd, { markers: settings.rootMarkers, allowSymlinkMarker: true });
        const budget = settings.maxBytes;
        if (budget === 0) {
            // project_doc_max_bytes = 0 turns project docs off entirely.
            return toResolved('codex', cwd, root, 0, withBudget(0));
        }
        const key = `codex\0${names.join('\0')}\0${budget}\0${settings.home ?? ''}`;
        const dirs = ctx.dirsFrom(root.dir, cwd);
        const state = walkMemo(ctx, key, dirs, () => {
            let s = withBudget(budget);
            if (settings.home) {
                const doc = readPersonal(external_node_path_namespaceObject.join(settings.home, '.codex'), '~/.codex', [OVERRIDE_NAME, AGENTS_NAME], ctx.readCap, isBlank);
                // The personal document is trimmed and does not count against the budget.
                if (doc) {
                    const text = doc.text.trim();
                    s = addFile(s, { ...doc.file, loadedBytes: Buffer.byteLength(text) }, text, false);
                }
            }
            return s;
        }, (s, dir) => step(ctx, names, s, dir));
        return toResolved('codex', cwd, root, budget, state);
    },
    render(resolved, cwdAbs) {
        const { files } = resolved.chain;
        const personal = [];
        const project = [];
        files.forEach((f, i) => (f.personal ? personal : project).push(resolved.texts[i] ?? ''));
        const projectText = project.join('\n\n');
        const body = [personal.join('\n\n'), projectText].filter((t) => t !== '').join(PROJECT_DOC_SEPARATOR);
        if (body === '')
            return '';
        return `# AGENTS.md instructions for ${cwdAbs}\n\n<INSTRUCTIONS>\n${body}\n</INSTRUCTIONS>`;
    },
};
//# sourceMappingURL=codex.js.map
;// CONCATENATED MODULE: ./lib/profiles/a3s.js
/**
 * A3S Code, as `core/src/agent_api/project_instructions.rs` behaves (see docs/profiles.md):
 * - root: first ancestor holding `.git` that is not a symlink; none → the workspace only;
 * - per directory: `AGENTS.override.md`, `AGENTS.md`, then *safe* fallbacks; the first candidate with
 *   non-blank content wins; a symlink, a non-regular file, invalid UTF-8, a read error or blank content
 *   falls through to the next name in the same directory;
 * - budget default 32 KiB, clamped to 1 MiB; a file over the remaining budget is cut back to a UTF-8
 *   boundary and later files are not loaded; a cut that leaves nothing falls through;
 * - personal `~/.a3s` document first, budgeted; joined with "\n\n--- instruction-doc ---\n\n".
 */






const A3S_MAX_BUDGET = 1024 * 1024;
const INSTRUCTION_DOC_SEPARATOR = '\n\n--- instruction-doc ---\n\n';
const A3S_HEADER = '# Instructions (personal + project AGENTS.md chain)\n\n';
function a3sCandidates(settings) {
    const out = [OVERRIDE_NAME, AGENTS_NAME];
    for (const f of settings.fallbackFilenames)
        if (unsafeFilenameReason(f) === null && !out.includes(f))
            out.push(f);
    return out;
}
function a3sBudget(maxBytes) {
    return Math.min(maxBytes, A3S_MAX_BUDGET);
}
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
function a3s_step(ctx, names, s, dir) {
    let state = s;
    for (const name of names) {
        const rel = ctx.join(dir, name);
        const p = ctx.probe(rel);
        if (p.lkind === 'missing')
            continue;
        if (state.remaining <= 0) {
            return addPassed(state, { path: rel, reason: 'budget-spent', detail: 'the byte budget was used up by earlier files' });
        }
        if (p.lkind === 'symlink') {
            state = addPassed(state, { path: rel, reason: 'symlink-rejected', detail: 'A3S Code ignores symlinked candidates' });
            continue;
        }
        if (p.kind !== 'file') {
            state = addPassed(state, { path: rel, reason: 'not-regular-file', detail: `a ${p.kind}` });
            continue;
        }
        const content = ctx.read(rel);
        if (!content || content.error) {
            state = addPassed(state, { path: rel, reason: 'unreadable', detail: content?.error ?? 'it could not be read' });
            continue;
        }
        // A3S reads remaining + 1 bytes: enough to know whether the file overflows.
        const take = Math.min(content.bytes.length, state.remaining + 1);
        const read = content.bytes.subarray(0, take);
        const overflows = read.length > state.remaining;
        const wholeFile = !overflows && content.complete;
        if (firstInvalidUtf8(read, wholeFile) !== -1) {
            state = addPassed(state, { path: rel, reason: 'invalid-utf8', detail: 'A3S Code rejects files that are not valid UTF-8' });
            continue;
        }
        const keep = overflows ? utf8Boundary(read, state.remaining) : read.length;
        const text = strictUtf8.decode(read.subarray(0, keep));
        if (isBlank(text)) {
            state = addPassed(state, overflows ? { path: rel, reason: 'empty-after-cut' } : { path: rel, reason: 'whitespace-only' });
            continue;
        }
        const file = {
            path: rel,
            size: content.size,
            loadedBytes: keep,
            truncated: overflows,
            ...(overflows ? { cut: cutPoint(content.bytes, keep, content.complete) } : {}),
        };
        state = addFile(state, file, text, true);
        // Later candidates in this directory are hidden by the winner.
        const after = names.slice(names.indexOf(name) + 1);
        for (const other of after) {
            const orel = ctx.join(dir, other);
            if (ctx.probe(orel).lkind !== 'missing')
                state = addPassed(state, { path: orel, reason: 'hidden', detail: rel });
        }
        return state;
    }
    return state;
}
/** `~/.a3s` must be a real directory, not a symlink. */
function personalDir(home) {
    const dir = external_node_path_namespaceObject.join(home, '.a3s');
    try {
        return external_node_fs_namespaceObject.lstatSync(dir).isDirectory() ? dir : null;
    }
    catch {
        return null;
    }
}
const a3s = {
    id: 'a3s',
    name: 'A3S Code',
    description: 'A3S Code (project_instructions.rs): first non-empty regular UTF-8 file per directory, no symlinks, 1 MiB budget ceiling.',
    budgeted: true,
    candidateNames: a3sCandidates,
    resolve(cwd, ctx, settings) {
        const names = a3sCandidates(settings);
        const root = ctx.rootOf(cwd, { markers: ['.git'], allowSymlinkMarker: false });
        const budget = a3sBudget(settings.maxBytes);
        if (budget === 0)
            return toResolved('a3s', cwd, root, 0, withBudget(0));
        const key = `a3s\0${names.join('\0')}\0${budget}\0${settings.home ?? ''}`;
        const state = walkMemo(ctx, key, ctx.dirsFrom(root.dir, cwd), () => {
            let s = withBudget(budget);
            const dir = settings.home ? personalDir(settings.home) : null;
            if (dir) {
                const doc = readPersonal(dir, '~/.a3s', [OVERRIDE_NAME, AGENTS_NAME], ctx.readCap, isBlank);
                if (doc) {
                    const keep = doc.bytes.length > budget ? utf8Boundary(doc.bytes, budget) : doc.bytes.length;
                    const text = strictUtf8.decode(doc.bytes.subarray(0, keep));
                    s = addFile(s, { ...doc.file, loadedBytes: keep, truncated: keep < doc.bytes.length }, text, true);
                }
            }
            return s;
        }, (s, dir) => a3s_step(ctx, names, s, dir));
        return toResolved('a3s', cwd, root, budget, state);
    },
    render(resolved) {
        if (resolved.texts.length === 0)
            return '';
        return A3S_HEADER + resolved.texts.join(INSTRUCTION_DOC_SEPARATOR);
    },
    validate(settings) {
        const out = [];
        if (settings.maxBytes > A3S_MAX_BUDGET) {
            out.push({
                ruleId: 'budget-clamped',
                severity: 'info',
                path: null,
                line: null,
                profiles: ['a3s'],
                message: `max-bytes ${settings.maxBytes} is above A3S Code's ceiling: it clamps the budget to ${A3S_MAX_BUDGET} bytes (1 MiB) and warns at startup.`,
            });
        }
        return out;
    },
};
//# sourceMappingURL=a3s.js.map
;// CONCATENATED MODULE: ./lib/profiles/index.js
/** The registry of agent profiles. Adding an agent: one file in this folder and one line here. */


const PROFILES = [codex, a3s];
const KNOWN_PROFILES = PROFILES.map((p) => p.id);
function getProfile(id) {
    const p = PROFILES.find((x) => x.id === id);
    if (!p)
        throw new Error(`unknown profile ${JSON.stringify(id)}`);
    return p;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/rules/index.js
const LINT_RULES = [];
const MAX_LINT_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
function lintInstructionFile(_input) { return []; }
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/registry.js
/** Every rule the audit knows, checks and lint rules alike: one source for configuration, docs and SARIF. */


const ALL_RULES = [...CHECK_RULES, ...LINT_RULES];
const RULE_IDS = ALL_RULES.map((r) => r.id);
function ruleMeta(id) {
    return ALL_RULES.find((r) => r.id === id);
}
//# sourceMappingURL=registry.js.map
;// CONCATENATED MODULE: ./lib/report/model.js
/**
 * The report model: the one data structure every front end (CLI, action, remark preset)
 * and every renderer (text, JSON, job summary, annotations, SARIF) works from.
 *
 * It is a public contract (see `schema/report.schema.json`): add fields, never rename them.
 * All paths are repository-relative POSIX paths; `.` is the repository root.
 * Nothing in a report may hold a secret value: rules redact before they build a message.
 */
const SEVERITY_RANK = { error: 3, warning: 2, info: 1 };
function compareFindings(a, b) {
    return (SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
        (a.path ?? '').localeCompare(b.path ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        a.ruleId.localeCompare(b.ruleId));
}
function countBySeverity(findings) {
    const counts = { error: 0, warning: 0, info: 0 };
    for (const f of findings)
        counts[f.severity] += 1;
    return counts;
}
/** Budget use of a chain in percent (one decimal), or null when the chain has no budget. */
function chainUsage(chain) {
    if (chain.budget === null || chain.budget <= 0)
        return null;
    return Math.round((chain.usedBytes / chain.budget) * 1000) / 10;
}
//# sourceMappingURL=model.js.map
;// CONCATENATED MODULE: ./lib/version.js
/** The tool's version, reported in every report (kept in step with package.json by a test). */
const VERSION = '0.1.0';
//# sourceMappingURL=version.js.map
;// CONCATENATED MODULE: ./lib/audit.js
/**
 * The engine: one listing of the repository, every chain (working directory × profile) resolved
 * with shared prefixes, every candidate read once, health checks and lint rules run once per
 * file, user severities applied. Pure data out; every front end renders the same Report.
 */















/** Validate options that do not depend on the repository; throws ConfigError naming the value. */
function validateOptions(options) {
    if (!Number.isSafeInteger(options.maxBytes) || options.maxBytes < 0) {
        throw new ConfigError(`max-bytes ${quote(String(options.maxBytes))} must be a whole number ≥ 0`);
    }
    for (const p of options.profiles) {
        if (!KNOWN_PROFILES.includes(p)) {
            throw new ConfigError(`unknown profile ${quote(p)}: expected one or more of ${KNOWN_PROFILES.join(', ')}`);
        }
    }
    if (options.profiles.length === 0)
        throw new ConfigError(`no profile given: expected one or more of ${KNOWN_PROFILES.join(', ')}`);
    for (const name of options.fallbackFilenames) {
        const why = unsafeFilenameReason(name);
        if (why) {
            throw new ConfigError(`fallback file name ${quote(name)} is unsafe: ${why}. A fallback must be a plain file name in its directory (A3S Code rejects it; Codex would join it as a path).`);
        }
    }
    for (const m of options.rootMarkers) {
        const why = unsafeFilenameReason(m);
        if (why)
            throw new ConfigError(`root marker ${quote(m)} is not a plain name: ${why}`);
    }
    const known = ALL_RULES.map((r) => r.id);
    for (const id of Object.keys(options.rules)) {
        if (!known.includes(id))
            throw new ConfigError(`unknown rule ${quote(id)}; known rules: ${known.join(', ')}`);
    }
    if (!(options.warnThreshold > 0 && options.warnThreshold <= 1)) {
        throw new ConfigError(`warning threshold ${options.warnThreshold} must be above 0 and at most 1 (100%)`);
    }
    let st;
    try {
        st = external_node_fs_namespaceObject.statSync(options.root);
    }
    catch {
        throw new ConfigError(`repository root ${quote(options.root)} does not exist`);
    }
    if (!st.isDirectory())
        throw new ConfigError(`repository root ${quote(options.root)} is not a directory`);
}
function fingerprint(f) {
    const h = (0,external_node_crypto_namespaceObject.createHash)('sha256');
    h.update([f.ruleId, f.path ?? '', f.key ?? `${f.line ?? ''}`].join('\0'));
    return h.digest('hex').slice(0, 16);
}
async function audit(options) {
    return (await auditDetailed(options)).report;
}
async function auditDetailed(options) {
    validateOptions(options);
    const root = external_node_path_namespaceObject.resolve(options.root);
    const profiles = options.profiles.map(getProfile);
    const settings = {
        maxBytes: options.maxBytes,
        fallbackFilenames: options.fallbackFilenames,
        rootMarkers: options.rootMarkers,
        home: options.home,
    };
    const listing = listRepository(root);
    const ctx = new DiscoveryContext(root, listing, { assumeRoot: options.assumeRoot, readCap: options.maxBytes + 4 });
    const candidateNames = new Set(profiles.flatMap((p) => p.candidateNames(settings)));
    const cwds = resolveWorkingDirectories(root, listing, options.workingDirectories, candidateNames);
    const resolved = [];
    for (const cwd of cwds)
        for (const profile of profiles)
            resolved.push(profile.resolve(cwd, ctx, settings));
    // Every existing candidate, once, in every directory the listing knows to hold one.
    for (const [dir, names] of listing.byDir)
        for (const n of names)
            if (candidateNames.has(n))
                ctx.probe(ctx.join(dir, n));
    ctx.resolveIgnored();
    const candidates = ctx
        .probedExisting()
        .map((p) => p.rel)
        .sort();
    const raw = [];
    for (const p of profiles)
        raw.push(...(p.validate?.(settings, ctx) ?? []));
    raw.push(...runChecks({ options, ctx, profiles, chains: resolved, candidates }));
    // Lint every readable candidate once, whatever the number of chains it is in.
    const exists = (rel) => {
        const norm = external_node_path_namespaceObject.posix.normalize(rel).replace(/\/+$/, '') || '.';
        if (norm.startsWith('../') || norm === '..' || external_node_path_namespaceObject.posix.isAbsolute(norm))
            return false; // never look outside the root
        return listing.files.has(norm) || listing.dirs.has(norm) || ctx.probe(norm).lkind !== 'missing';
    };
    const ancestorsCache = new Map();
    const textOf = new Map();
    const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false });
    for (const rel of candidates) {
        const probe = ctx.probe(rel);
        if (probe.kind !== 'file' || probe.link?.outside)
            continue;
        const content = ctx.read(rel);
        if (!content || content.error || content.facts.encoding === 'binary' || content.facts.encoding.startsWith('utf-16') || content.facts.encoding.startsWith('utf-32'))
            continue;
        const textBytes = content.bytes.subarray(0, MAX_TEXT_BYTES);
        textOf.set(rel, decoder.decode(textBytes));
    }
    const textsByDir = new Map();
    for (const [rel, text] of textOf) {
        const d = dirOf(rel);
        textsByDir.set(d, [...(textsByDir.get(d) ?? []), { path: rel, text }]);
    }
    for (const [rel, text] of textOf) {
        const content = ctx.readIfLoaded(rel);
        raw.push(...lintInstructionFile({
            path: rel,
            text,
            size: content.size,
            readBytes: Math.min(content.bytes.length, MAX_TEXT_BYTES),
            ancestors: ancestorTexts(dirOf(rel), textsByDir, ancestorsCache),
            exists,
        }));
    }
    const findings = applySeverities(raw, options);
    const chains = resolved.map((r) => r.chain);
    const report = {
        schemaVersion: 1,
        tool: { name: 'agents-md-audit', version: VERSION },
        root: external_node_path_namespaceObject.basename(root) || root,
        profiles: profiles.map((p) => p.id),
        settings: {
            maxBytes: options.maxBytes,
            fallbackFilenames: [...options.fallbackFilenames],
            rootMarkers: [...options.rootMarkers],
            workingDirectories: [...options.workingDirectories],
        },
        workingDirectories: cwds,
        chains,
        findings,
        files: instructionFiles(ctx, candidates, resolved),
        notes: notesFor(ctx, resolved),
        stats: {
            ...(() => {
                const c = countBySeverity(findings);
                return { errors: c.error, warnings: c.warning, infos: c.info };
            })(),
            chains: chains.length,
            workingDirectories: cwds.length,
            instructionFiles: candidates.length,
            maxUsage: maxUsage(resolved),
        },
    };
    return { report, resolved, ctx, profiles };
}
/** Instruction files in ancestor directories (root first), for the duplicate-content rule. */
function ancestorTexts(dir, byDir, cache) {
    if (dir === '.')
        return [];
    const hit = cache.get(dir);
    if (hit)
        return hit;
    const parent = dirOf(dir);
    const out = [...ancestorTexts(parent, byDir, cache), ...(byDir.get(parent) ?? [])];
    cache.set(dir, out);
    return out;
}
function dirOf(rel) {
    const i = rel.lastIndexOf('/');
    return i === -1 ? '.' : rel.slice(0, i);
}
function applySeverities(raw, options) {
    const out = [];
    const seen = new Set();
    for (const f of raw) {
        const setting = options.rules[f.ruleId];
        if (setting === 'off')
            continue;
        const { key: _key, ...rest } = f;
        const finding = { ...rest, severity: setting ?? f.severity, fingerprint: fingerprint(f) };
        const dedupe = `${finding.fingerprint}\0${finding.line ?? ''}\0${finding.column ?? ''}\0${finding.message}`;
        if (seen.has(dedupe))
            continue;
        seen.add(dedupe);
        out.push(finding);
    }
    return out.sort(compareFindings);
}
function instructionFiles(ctx, candidates, resolved) {
    const loadedBy = new Map();
    const chainCount = new Map();
    for (const r of resolved) {
        for (const f of r.chain.files) {
            if (f.personal)
                continue;
            let s = loadedBy.get(f.path);
            if (!s) {
                s = new Set();
                loadedBy.set(f.path, s);
            }
            s.add(r.chain.profile);
            chainCount.set(f.path, (chainCount.get(f.path) ?? 0) + 1);
        }
    }
    return candidates.map((rel) => {
        const p = ctx.probe(rel);
        return {
            path: rel,
            kind: p.lkind,
            ...(p.link ? { targetKind: p.kind } : {}),
            size: p.size,
            git: ctx.gitStatus(rel),
            loadedBy: [...(loadedBy.get(rel) ?? [])].sort(),
            chains: chainCount.get(rel) ?? 0,
        };
    });
}
function notesFor(ctx, resolved) {
    const notes = [];
    if (ctx.listing.source === 'walk') {
        notes.push(`Not a git repository (${ctx.listing.gitProblem ?? 'git unavailable'}): files were listed by walking the directory (skipping node_modules), and tracked/ignored status is unknown.`);
    }
    const unrooted = resolved.filter((r) => r.chain.rootMarker === null);
    if (unrooted.length > 0) {
        notes.push(`No root marker (${[...new Set(unrooted.map((r) => r.chain.profile))].join(', ')}) was found between ${unrooted.length === 1 ? 'one working directory' : `${unrooted.length} chains' working directories`} and the audited root, so those agents read only the working directory itself. Audit the repository root, or pass --assume-root to treat the audited directory as one.`);
    }
    return notes;
}
function maxUsage(resolved) {
    let best = null;
    for (const { chain } of resolved) {
        const pct = chainUsage(chain);
        if (pct === null || chain.budget === null)
            continue;
        if (!best || pct > best.percent)
            best = { percent: pct, profile: chain.profile, cwd: chain.cwd, usedBytes: chain.usedBytes, budget: chain.budget };
    }
    return best;
}
//# sourceMappingURL=audit.js.map
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
;// CONCATENATED MODULE: ./lib/config/file.js
/**
 * The optional repository config file, `.agents-md-audit.yml` (or `.yaml`/`.json`) at the root.
 * Front ends apply it first and let their own flags or inputs override it.
 */




const CONFIG_FILE_NAMES = ['.agents-md-audit.yml', '.agents-md-audit.yaml', '.agents-md-audit.json'];
const KEYS = [
    'profiles',
    'working-directories',
    'max-bytes',
    'fallback-filenames',
    'root-markers',
    'rules',
    'warn-threshold',
    'symlinks',
    'fail-on',
];
function stringList(v, key, file) {
    if (typeof v === 'string')
        return [v];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string'))
        return v;
    throw new ConfigError(`${file}: "${key}" must be a string or a list of strings`);
}
/** Find and parse the config file in `root`; `explicit` names one (relative to the cwd). */
function loadConfigFile(root, explicit, known) {
    let file = null;
    if (explicit) {
        file = external_node_path_namespaceObject.resolve(explicit);
        if (!external_node_fs_namespaceObject.existsSync(file))
            throw new ConfigError(`config file ${quote(explicit)} does not exist`);
    }
    else {
        file = CONFIG_FILE_NAMES.map((n) => external_node_path_namespaceObject.join(root, n)).find((f) => external_node_fs_namespaceObject.existsSync(f)) ?? null;
    }
    if (!file)
        return null;
    const display = explicit ?? external_node_path_namespaceObject.basename(file);
    const st = external_node_fs_namespaceObject.statSync(file);
    if (!st.isFile())
        throw new ConfigError(`config file ${quote(display)} is not a regular file`);
    if (st.size > 1024 * 1024)
        throw new ConfigError(`config file ${quote(display)} is larger than 1 MiB`);
    const text = external_node_fs_namespaceObject.readFileSync(file, 'utf8');
    const doc = (0,dist/* parseDocument */.Tp)(text, { prettyErrors: true, uniqueKeys: true });
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        const line = e.linePos?.[0]?.line;
        throw new ConfigError(`${display}${line ? `:${line}` : ''}: ${e.message.split('\n')[0]}`);
    }
    const data = doc.toJS();
    if (data === null || data === undefined)
        return { path: display };
    if (typeof data !== 'object' || Array.isArray(data))
        throw new ConfigError(`${display}: expected a mapping of settings`);
    const obj = data;
    const out = { path: display };
    for (const key of Object.keys(obj)) {
        if (!KEYS.includes(key)) {
            throw new ConfigError(`${display}: unknown setting ${quote(key)}; known settings: ${KEYS.join(', ')}`);
        }
    }
    const at = (key, f) => {
        try {
            f();
        }
        catch (e) {
            if (e instanceof ConfigError && !e.message.startsWith(display))
                throw new ConfigError(`${display}: "${key}": ${e.message}`);
            throw e;
        }
    };
    if (obj.profiles !== undefined)
        at('profiles', () => (out.profiles = parseProfiles(stringList(obj.profiles, 'profiles', display).join(','), known.profiles)));
    if (obj['working-directories'] !== undefined)
        out.workingDirectories = stringList(obj['working-directories'], 'working-directories', display);
    if (obj['max-bytes'] !== undefined)
        at('max-bytes', () => (out.maxBytes = parseMaxBytes(String(obj['max-bytes']))));
    if (obj['fallback-filenames'] !== undefined)
        out.fallbackFilenames = stringList(obj['fallback-filenames'], 'fallback-filenames', display);
    if (obj['root-markers'] !== undefined)
        out.rootMarkers = stringList(obj['root-markers'], 'root-markers', display);
    if (obj['warn-threshold'] !== undefined)
        at('warn-threshold', () => (out.warnThreshold = parseThreshold(String(obj['warn-threshold']))));
    if (obj.symlinks !== undefined)
        at('symlinks', () => (out.symlinkPolicy = parseSymlinkPolicy(String(obj.symlinks))));
    if (obj['fail-on'] !== undefined)
        at('fail-on', () => (out.failOn = parseFailOn(String(obj['fail-on']))));
    if (obj.rules !== undefined) {
        const rules = obj.rules;
        if (typeof rules !== 'object' || rules === null || Array.isArray(rules))
            throw new ConfigError(`${display}: "rules" must map rule ids to off, info, warning or error`);
        out.rules = {};
        for (const [id, sev] of Object.entries(rules)) {
            at('rules', () => {
                assertKnownRule(id, known.rules);
                out.rules[id] = parseSeverity(String(sev), id);
            });
        }
    }
    return out;
}
//# sourceMappingURL=file.js.map
;// CONCATENATED MODULE: ./lib/report/json.js
function renderJson(report) {
    return `${JSON.stringify(report, null, 2)}\n`;
}
//# sourceMappingURL=json.js.map
;// CONCATENATED MODULE: ./lib/report/merge.js
/**
 * Merge reports of one repository audited in parts (matrix jobs, each with its own working
 * directories) into one report. Pure. Chains are keyed by (profile, cwd); findings by their
 * fingerprint and place, so a finding every part saw (e.g. a root-level file) appears once.
 */

class MergeError extends Error {
    name = 'MergeError';
}
function mergeReports(reports) {
    const first = reports[0];
    if (!first)
        throw new MergeError('no report to merge');
    for (const r of reports) {
        if (r.schemaVersion !== 1)
            throw new MergeError(`unsupported report schemaVersion ${String(r.schemaVersion)}`);
        if (r.root !== first.root)
            throw new MergeError(`reports are of different roots: ${JSON.stringify(first.root)} and ${JSON.stringify(r.root)}`);
    }
    const chains = new Map();
    const findings = new Map();
    const files = new Map();
    const notes = new Set();
    const profiles = new Set();
    const cwds = new Set();
    for (const r of reports) {
        r.profiles.forEach((p) => profiles.add(p));
        r.workingDirectories.forEach((c) => cwds.add(c));
        r.notes.forEach((n) => notes.add(n));
        for (const c of r.chains)
            chains.set(`${c.profile}\0${c.cwd}`, c);
        for (const f of r.findings)
            findings.set(`${f.fingerprint}\0${f.line ?? ''}\0${f.column ?? ''}\0${f.message}`, f);
        for (const f of r.files)
            files.set(f.path, f);
    }
    const allChains = [...chains.values()].sort((a, b) => (a.cwd === b.cwd ? 0 : a.cwd === '.' ? -1 : b.cwd === '.' ? 1 : a.cwd < b.cwd ? -1 : 1));
    // Which profiles load each file, and in how many chains, from the merged chains (parts may overlap).
    const loadedBy = new Map();
    const chainCount = new Map();
    for (const c of allChains) {
        for (const f of c.files) {
            if (f.personal)
                continue;
            loadedBy.set(f.path, (loadedBy.get(f.path) ?? new Set()).add(c.profile));
            chainCount.set(f.path, (chainCount.get(f.path) ?? 0) + 1);
        }
    }
    const allFiles = [...files.values()]
        .map((f) => ({ ...f, loadedBy: [...(loadedBy.get(f.path) ?? [])].sort(), chains: chainCount.get(f.path) ?? 0 }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const allFindings = [...findings.values()].sort(compareFindings);
    const counts = countBySeverity(allFindings);
    let maxUsage = null;
    for (const c of allChains) {
        const pct = chainUsage(c);
        if (pct !== null && c.budget !== null && (!maxUsage || pct > maxUsage.percent)) {
            maxUsage = { percent: pct, profile: c.profile, cwd: c.cwd, usedBytes: c.usedBytes, budget: c.budget };
        }
    }
    return {
        ...first,
        profiles: [...profiles],
        workingDirectories: [...cwds].sort((a, b) => (a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
        chains: allChains,
        findings: allFindings,
        files: allFiles,
        notes: [...notes],
        stats: {
            errors: counts.error,
            warnings: counts.warning,
            infos: counts.info,
            chains: allChains.length,
            workingDirectories: cwds.size,
            instructionFiles: files.size,
            maxUsage,
        },
    };
}
//# sourceMappingURL=merge.js.map
;// CONCATENATED MODULE: ./lib/report/text.js
/**
 * The text report, for people at a terminal: problems first, then each chain as a short tree
 * with bytes and a budget bar. Pure. Everything from the repository is made printable, so a
 * file name holding a newline or an escape sequence cannot forge lines or drive the terminal.
 */

/** Make a string from the repository safe to print on one terminal line. */
function printable(s) {
    // C0 and C1 controls, DEL, and the Unicode line/paragraph separators and bidi overrides.
    return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
        const code = c.charCodeAt(0);
        return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    });
}
function formatBytes(n) {
    return `${n.toLocaleString('en-US')} B`;
}
function bar(fraction, width = 20) {
    const f = Math.max(0, Math.min(1, fraction));
    const full = Math.round(f * width);
    return '█'.repeat(full) + '░'.repeat(width - full);
}
function findingLine(f) {
    const where = f.path === null ? '(configuration)' : `${printable(f.path)}${f.line !== null ? `:${f.line}${f.column ? `:${f.column}` : ''}` : ''}`;
    const sev = f.severity.padEnd(7);
    return `  ${sev} ${where}  ${f.ruleId}\n          ${printable(f.message)}`;
}
function usageText(c) {
    if (c.budget === null)
        return `${formatBytes(c.usedBytes)} (no budget)`;
    if (c.budget === 0)
        return 'disabled (max-bytes 0)';
    const pct = chainUsage(c) ?? 0;
    return `${bar(c.usedBytes / c.budget, 20)} ${pct.toFixed(1)}%  ${formatBytes(c.usedBytes)} of ${formatBytes(c.budget)}`;
}
function chainTree(c) {
    const lines = [];
    const over = c.files.some((f) => f.truncated);
    const rootNote = c.rootMarker === null ? '  (no root marker: working directory only)' : '';
    lines.push(`${printable(c.cwd)} [${c.profile}] ${usageText(c)}${over ? '  CUT' : ''}${rootNote}`);
    const items = [];
    for (const f of c.files) {
        let s = `${printable(f.path)}  ${f.truncated ? `${formatBytes(f.loadedBytes)} of ${formatBytes(f.size)}` : formatBytes(f.loadedBytes)}`;
        if (f.cut) {
            s += `  — cut at line ${f.cut.line}, column ${f.cut.column}${f.cut.splitsCharacter ? ' (splits a multi-byte character)' : ''}`;
            s += f.cut.lastLine !== null ? `; lines ${f.cut.line}-${f.cut.lastLine} are never seen` : '; the rest of the file is never seen';
        }
        if (f.linkTarget)
            s += `  → ${printable(f.linkTarget)}`;
        if (f.unread)
            s += '  (outside the repository: not read)';
        if (f.personal)
            s += '  (personal)';
        items.push(s);
    }
    for (const p of c.passedOver) {
        items.push(`· ${printable(p.path)}  passed over: ${p.reason}${p.detail ? ` (${printable(p.detail)})` : ''}`);
    }
    if (items.length === 0)
        items.push('(no instruction file)');
    items.forEach((it, i) => lines.push(`  ${i === items.length - 1 ? '└─' : '├─'} ${it}`));
    for (const w of c.agentWarnings)
        lines.push(`  ! ${printable(w)}`);
    return lines;
}
function matrix(report, chains) {
    const profiles = [...new Set(chains.map((c) => c.profile))];
    const cwds = [...new Set(chains.map((c) => c.cwd))];
    const cell = (c) => {
        if (!c)
            return '-';
        const lim = c.budget === null ? (c.charLimit ? `${c.charLimit} ch` : '∞') : `${c.budget}`;
        return `${c.files.length} file${c.files.length === 1 ? '' : 's'} ${c.usedBytes}/${lim}`;
    };
    const header = ['working directory', ...profiles];
    const rows = cwds.map((cwd) => [printable(cwd), ...profiles.map((p) => cell(chains.find((c) => c.cwd === cwd && c.profile === p)))]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const fmt = (r) => r.map((v, i) => v.padEnd(widths[i])).join('  ').trimEnd();
    void report;
    return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)];
}
function renderText(report, opts = {}) {
    const chains = opts.profiles ? report.chains.filter((c) => opts.profiles.includes(c.profile)) : report.chains;
    const s = report.stats;
    const out = [];
    out.push(`agents-md-audit ${report.tool.version} — ${printable(report.root)} — profiles ${report.profiles.join(', ')} — ${s.chains} chain${s.chains === 1 ? '' : 's'} in ${s.workingDirectories} working director${s.workingDirectories === 1 ? 'y' : 'ies'}, ${s.instructionFiles} instruction file${s.instructionFiles === 1 ? '' : 's'}`);
    out.push('');
    if (report.findings.length > 0) {
        out.push('Problems');
        for (const f of report.findings)
            out.push(findingLine(f));
        out.push('');
    }
    if (report.notes.length > 0) {
        out.push('Notes');
        for (const n of report.notes)
            out.push(`  ${printable(n)}`);
        out.push('');
    }
    out.push(opts.matrix ? 'Matrix (files loaded, bytes used / limit)' : 'Chains');
    if (opts.matrix)
        out.push(...matrix(report, chains).map((l) => `  ${l}`));
    else
        for (const c of chains)
            out.push(...chainTree(c));
    out.push('');
    const mu = s.maxUsage;
    out.push(`${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}, ${s.infos} info` +
        (mu ? `; fullest chain: ${printable(mu.cwd)} [${mu.profile}] ${mu.percent}% of ${formatBytes(mu.budget)}` : ''));
    return `${out.join('\n')}\n`;
}
//# sourceMappingURL=text.js.map
;// CONCATENATED MODULE: ./lib/cli/main.js
/**
 * The command-line front end: parse arguments, build AuditOptions (config file first, flags
 * override), run the same engine as the action, print text or JSON, and exit 0 (no error-level
 * findings), 1 (findings at or above --fail-on) or 2 (usage or configuration error).
 */













const USAGE = `Usage: agents-md-audit [ROOT] [options]

Audit the AGENTS.md-style instruction chains that coding agents load in ROOT
(default: the current directory), the way each agent profile discovers them.

Options:
  -p, --profile LIST       agent profiles, comma-separated (${KNOWN_PROFILES.join(', ')}; default codex)
  -C, --cwd DIR            working directory to audit, path or glob relative to ROOT (repeatable;
                           default "auto": the root and every directory holding a candidate)
      --max-bytes N        byte budget for budgeted agents (default 32768; 0 disables instructions)
      --fallback NAME      fallback instruction file name after AGENTS.md (repeatable)
      --root-marker NAME   root marker (repeatable; default .git)
      --assume-root        treat ROOT as a repository root even without a root marker
      --home DIR           include personal documents from DIR/.codex and DIR/.a3s
      --rule ID=SEVERITY   set a rule to off, info, warning or error (repeatable)
      --warn-threshold P   warn when a chain uses P% of its budget (default 90)
      --symlinks POLICY    allow-in-repo (default), forbid or allow
      --fail-on LEVEL      error (default), warning or never
      --config FILE        config file (default: ROOT/.agents-md-audit.yml if present)
  -f, --format FORMAT      text (default) or json
      --matrix             text: show chains as a working directory × profile matrix
      --output FILE        also write the JSON report to FILE
      --print-prompt DIR   print the instructions exactly as the first profile injects them when
                           started in DIR (relative to ROOT)
  -h, --help               show this help
  -v, --version            show the version

       agents-md-audit merge REPORT.json... [--format json|text] [--output FILE]
         merge the JSON reports of an audit split across jobs into one

Exit status: 0 no findings at or above --fail-on, 1 findings, 2 usage or configuration error.
`;
function parse(argv, cwd) {
    let values;
    let positionals;
    try {
        ({ values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({
            args: argv,
            allowPositionals: true,
            strict: true,
            options: {
                profile: { type: 'string', short: 'p', multiple: true },
                cwd: { type: 'string', short: 'C', multiple: true },
                'max-bytes': { type: 'string' },
                fallback: { type: 'string', multiple: true },
                'root-marker': { type: 'string', multiple: true },
                'assume-root': { type: 'boolean' },
                home: { type: 'string' },
                rule: { type: 'string', multiple: true },
                'warn-threshold': { type: 'string' },
                symlinks: { type: 'string' },
                'fail-on': { type: 'string' },
                config: { type: 'string' },
                format: { type: 'string', short: 'f' },
                matrix: { type: 'boolean' },
                output: { type: 'string' },
                'print-prompt': { type: 'string' },
                help: { type: 'boolean', short: 'h' },
                version: { type: 'boolean', short: 'v' },
            },
        }));
    }
    catch (e) {
        throw new ConfigError(e.message.replace(/\. To specify .*$/s, '').split('\n')[0]);
    }
    if (values.help)
        return 'help';
    if (values.version)
        return 'version';
    if (positionals.length > 1)
        throw new ConfigError(`expected at most one ROOT, got ${positionals.length}: ${positionals.map(quote).join(' ')}`);
    const root = external_node_path_namespaceObject.resolve(cwd, positionals[0] ?? '.');
    const options = defaultOptions(root);
    let failOn = 'error';
    const flag = (name, f) => {
        try {
            return f();
        }
        catch (e) {
            if (e instanceof ConfigError)
                throw new ConfigError(`--${name}: ${e.message}`);
            throw e;
        }
    };
    if (external_node_fs_namespaceObject.existsSync(root) && external_node_fs_namespaceObject.statSync(root).isDirectory()) {
        const file = loadConfigFile(root, values.config ? external_node_path_namespaceObject.resolve(cwd, values.config) : null, { profiles: KNOWN_PROFILES, rules: RULE_IDS });
        if (file) {
            if (file.profiles)
                options.profiles = file.profiles;
            if (file.workingDirectories)
                options.workingDirectories = file.workingDirectories;
            if (file.maxBytes !== undefined)
                options.maxBytes = file.maxBytes;
            if (file.fallbackFilenames)
                options.fallbackFilenames = file.fallbackFilenames;
            if (file.rootMarkers)
                options.rootMarkers = file.rootMarkers;
            if (file.rules)
                options.rules = { ...file.rules };
            if (file.warnThreshold !== undefined)
                options.warnThreshold = file.warnThreshold;
            if (file.symlinkPolicy)
                options.symlinkPolicy = file.symlinkPolicy;
            if (file.failOn)
                failOn = file.failOn;
        }
    }
    if (values.profile)
        options.profiles = flag('profile', () => parseProfiles(values.profile.join(','), KNOWN_PROFILES));
    if (values.cwd)
        options.workingDirectories = values.cwd;
    if (values['max-bytes'] !== undefined)
        options.maxBytes = flag('max-bytes', () => parseMaxBytes(values['max-bytes']));
    if (values.fallback)
        options.fallbackFilenames = values.fallback;
    if (values['root-marker'])
        options.rootMarkers = values['root-marker'];
    if (values['assume-root'])
        options.assumeRoot = true;
    if (values.home !== undefined) {
        const home = external_node_path_namespaceObject.resolve(cwd, values.home);
        if (!external_node_fs_namespaceObject.existsSync(home) || !external_node_fs_namespaceObject.statSync(home).isDirectory())
            throw new ConfigError(`--home: ${quote(values.home)} is not a directory`);
        options.home = home;
    }
    if (values.rule)
        options.rules = { ...options.rules, ...flag('rule', () => parseRuleSettings(values.rule.join('\n'), RULE_IDS)) };
    if (values['warn-threshold'] !== undefined)
        options.warnThreshold = flag('warn-threshold', () => parseThreshold(values['warn-threshold']));
    if (values.symlinks !== undefined)
        options.symlinkPolicy = flag('symlinks', () => parseSymlinkPolicy(values.symlinks));
    if (values['fail-on'] !== undefined)
        failOn = flag('fail-on', () => parseFailOn(values['fail-on']));
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new ConfigError(`--format: ${quote(format)} is not a format: expected text or json`);
    return {
        options,
        format,
        failOn,
        matrix: values.matrix ?? false,
        output: values.output ? external_node_path_namespaceObject.resolve(cwd, values.output) : null,
        printPrompt: values['print-prompt'] ?? null,
    };
}
/** `agents-md-audit merge A.json B.json…`: one report from the parts of a split audit (matrix jobs). */
function runMerge(argv, io) {
    const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({
        args: argv,
        allowPositionals: true,
        strict: true,
        options: { format: { type: 'string', short: 'f' }, 'fail-on': { type: 'string' }, output: { type: 'string' } },
    });
    if (positionals.length === 0)
        throw new ConfigError('merge: expected one or more JSON report files');
    const format = values.format ?? 'json';
    if (format !== 'text' && format !== 'json')
        throw new ConfigError(`--format: ${quote(format)} is not a format: expected text or json`);
    const failOn = values['fail-on'] !== undefined ? parseFailOn(values['fail-on']) : 'error';
    const reports = positionals.map((file) => {
        let data;
        try {
            data = JSON.parse(external_node_fs_namespaceObject.readFileSync(external_node_path_namespaceObject.resolve(io.cwd, file), 'utf8'));
        }
        catch (e) {
            throw new ConfigError(`merge: cannot read report ${quote(file)}: ${e.message.split('\n')[0]}`);
        }
        if (typeof data !== 'object' || data === null || data.schemaVersion !== 1 || !Array.isArray(data.chains)) {
            throw new ConfigError(`merge: ${quote(file)} is not an agents-md-audit report (schemaVersion 1)`);
        }
        return data;
    });
    let merged;
    try {
        merged = mergeReports(reports);
    }
    catch (e) {
        if (e instanceof MergeError)
            throw new ConfigError(`merge: ${e.message}`);
        throw e;
    }
    if (values.output)
        external_node_fs_namespaceObject.writeFileSync(external_node_path_namespaceObject.resolve(io.cwd, values.output), renderJson(merged));
    io.stdout(format === 'json' ? renderJson(merged) : renderText(merged));
    const failing = failOn === 'never' ? 0 : failOn === 'warning' ? merged.stats.errors + merged.stats.warnings : merged.stats.errors;
    return failing > 0 ? 1 : 0;
}
async function runCli(argv, io) {
    if (argv[0] === 'merge') {
        try {
            return runMerge(argv.slice(1), io);
        }
        catch (e) {
            if (e instanceof ConfigError || e.code?.startsWith('ERR_PARSE_ARGS')) {
                io.stderr(`agents-md-audit: ${e.message}\n`);
                return 2;
            }
            throw e;
        }
    }
    let parsed;
    try {
        parsed = parse(argv, io.cwd);
    }
    catch (e) {
        if (e instanceof ConfigError) {
            io.stderr(`agents-md-audit: ${e.message}\nRun "agents-md-audit --help" for usage.\n`);
            return 2;
        }
        throw e;
    }
    if (parsed === 'help') {
        io.stdout(USAGE);
        return 0;
    }
    if (parsed === 'version') {
        io.stdout(`${VERSION}\n`);
        return 0;
    }
    const { options } = parsed;
    try {
        let printDir = null;
        if (parsed.printPrompt !== null) {
            printDir = normalizeRel(options.root, parsed.printPrompt);
            options.workingDirectories = [printDir];
        }
        const result = await auditDetailed(options);
        const { report } = result;
        if (parsed.output)
            external_node_fs_namespaceObject.writeFileSync(parsed.output, renderJson(report));
        if (printDir !== null) {
            const r = result.resolved.find((x) => x.chain.cwd === printDir && x.chain.profile === options.profiles[0]);
            const profile = result.profiles[0];
            if (r)
                io.stdout(`${profile.render(r, external_node_path_namespaceObject.join(options.root, printDir === '.' ? '' : printDir))}\n`);
        }
        else if (parsed.format === 'json') {
            io.stdout(renderJson(report));
        }
        else {
            io.stdout(renderText(report, { matrix: parsed.matrix }));
        }
        const failing = parsed.failOn === 'never' ? 0 : parsed.failOn === 'warning' ? report.stats.errors + report.stats.warnings : report.stats.errors;
        return failing > 0 ? 1 : 0;
    }
    catch (e) {
        if (e instanceof ConfigError) {
            io.stderr(`agents-md-audit: ${e.message}\n`);
            return 2;
        }
        throw e;
    }
}
//# sourceMappingURL=main.js.map
;// CONCATENATED MODULE: ./lib/cli/index.js

runCli(process.argv.slice(2), {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    cwd: process.cwd(),
}).then((code) => {
    process.exitCode = code;
}, (e) => {
    process.stderr.write(`agents-md-audit: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 3;
});
//# sourceMappingURL=index.js.map
