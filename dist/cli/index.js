#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2453:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   WZ: () => (/* binding */ MERGE_OPTIONS),
/* harmony export */   dQ: () => (/* binding */ AUDIT_OPTIONS),
/* harmony export */   pJ: () => (/* binding */ DIFF_OPTIONS),
/* harmony export */   rR: () => (/* binding */ auditRootOf),
/* harmony export */   sK: () => (/* binding */ parseAuditArgs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7975);
/**
 * The audit command's arguments: the one definition that the CLI's parse (`main.ts`) and its entry
 * (`index.ts`, which needs only the root, before the rest of the CLI is loaded) both read.
 */



const AUDIT_OPTIONS = {
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
    'config-from': { type: 'string' },
    format: { type: 'string', short: 'f' },
    matrix: { type: 'boolean' },
    verbose: { type: 'boolean' },
    output: { type: 'string' },
    'print-prompt': { type: 'string' },
    'agent-state': { type: 'string', multiple: true },
    base: { type: 'string' },
    previous: { type: 'string' },
    'new-only': { type: 'boolean' },
    cache: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean', short: 'v' },
};
/** `agents-md-audit merge REPORT.json...`'s options. */
const MERGE_OPTIONS = {
    format: { type: 'string', short: 'f' },
    'fail-on': { type: 'string' },
    output: { type: 'string' },
    verbose: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
/** `agents-md-audit diff BASE.json HEAD.json`'s options. */
const DIFF_OPTIONS = {
    format: { type: 'string', short: 'f' },
    output: { type: 'string' },
    'fail-on': { type: 'string' },
    'new-only': { type: 'boolean' },
    verbose: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
/** Options that take a value; `--max-bytes -5` is rewritten to `--max-bytes=-5` so the value is checked, not taken for a flag. */
const VALUE_OPTIONS = new Set(['--max-bytes', '--warn-threshold', '--cwd', '-C', '--fallback', '--root-marker', '--rule']);
function joinNegativeValues(argv) {
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const next = argv[i + 1];
        if (VALUE_OPTIONS.has(a) && next !== undefined && /^-\d/.test(next)) {
            out.push(a.startsWith('--') ? `${a}=${next}` : `${a}${next}`);
            i += 1;
        }
        else
            out.push(a);
    }
    return out;
}
/** The audit command's arguments parsed (throws what `parseArgs` throws). */
function parseAuditArgs(argv) {
    return (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({ args: joinNegativeValues(argv), allowPositionals: true, strict: true, options: AUDIT_OPTIONS });
}
/**
 * The directory an audit command line audits (absolute), or null where `argv` is not one that
 * parses (the full parse then says what is wrong), asks for help or the version, or is a
 * subcommand (`merge`, `diff`), or where the root is not a directory.
 */
function auditRootOf(argv, cwd) {
    if (argv[0] === 'merge' || argv[0] === 'diff')
        return null;
    let parsed;
    try {
        parsed = parseAuditArgs(argv);
    }
    catch {
        return null;
    }
    const { values, positionals } = parsed;
    if (values.help || values.version || positionals.length > 1)
        return null;
    const root = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, positionals[0] ?? '.');
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync(root).isDirectory() ? root : null;
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 518:
/***/ ((__webpack_module__, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _compile_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6300);
/* harmony import */ var _discovery_listing_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6970);
/* harmony import */ var _heap_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7717);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2453);
/**
 * The CLI's entry, kept small: most of the start-up is loading and compiling the rest of the CLI
 * (about 1.8 MB), so git starts walking the work tree for untracked files first (the longest of the
 * listings, and all a cached run waits for), on the other core, and the audit takes that walk over
 * (`startListing`). Then the rest of the CLI loads (`process.ts`), compiled from V8's compile cache
 * where Node keeps one (`src/compile-cache.ts`).
 */




// Before the rest is compiled: V8 may grow its young generation while it compiles (src/heap.ts).
(0,_heap_js__WEBPACK_IMPORTED_MODULE_2__/* .keepYoungGenerationSmall */ .D)();
const root = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .auditRootOf */ .rR)(process.argv.slice(2), process.cwd());
if (root !== null)
    (0,_discovery_listing_js__WEBPACK_IMPORTED_MODULE_1__/* .startOthersEarly */ .jI)(root);
// (Never inside the audited repository: with no root, the current directory stands for it.)
(0,_compile_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .keepCompileCache */ .FK)([root ?? process.cwd()]);
await Promise.all(/* import() */[__nccwpck_require__.e(764), __nccwpck_require__.e(383)]).then(__nccwpck_require__.bind(__nccwpck_require__, 764));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6300:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ keepCompileCache)
});

// UNUSED EXPORTS: NO_COMPILE_CACHE, compileCacheDir

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./lib/path-inside.js
var path_inside = __nccwpck_require__(2645);
;// CONCATENATED MODULE: ./lib/compile-cache.js
/**
 * V8's compile cache for the CLI's process: the rest of the CLI (about 1.8 MB of bundled code,
 * loaded after the entry) is compiled once and kept between runs, where the Node version offers it
 * (`module.enableCompileCache()`, Node 22.1 and later; on Node 20 nothing happens). A developer who
 * runs the CLI again and again, and a self-hosted runner, skip most of the compiling.
 *
 * The cache lives in the user's cache directory, `$XDG_CACHE_HOME/agents-md-audit/compile-cache`
 * (`~/.cache/agents-md-audit/compile-cache` without it), never in the audited repository: where
 * that directory would lie inside it (an audit of the home directory), or no home is known, no
 * cache is kept. Node keeps one subdirectory per Node version and checks every entry against the
 * source it was made from, so a stale or foreign entry is compiled again, not run.
 *
 * Off with `AGENTS_MD_AUDIT_NO_COMPILE_CACHE=1`, or Node's own `NODE_DISABLE_COMPILE_CACHE=1`. Where
 * Node's `NODE_COMPILE_CACHE` names a directory, Node has already enabled it there and it is kept.
 */




/** The environment variable that turns the compile cache off (any value but empty or `0`). */
const NO_COMPILE_CACHE = 'AGENTS_MD_AUDIT_NO_COMPILE_CACHE';
/** Where the compile cache is kept for this environment, or null where no user cache directory is known. */
function compileCacheDir(env = process.env, home = safeHome()) {
    const xdg = env['XDG_CACHE_HOME'];
    const base = xdg !== undefined && external_node_path_.isAbsolute(xdg) ? xdg : external_node_path_.isAbsolute(home) ? external_node_path_.join(home, '.cache') : null;
    return base === null ? null : external_node_path_.join(base, 'agents-md-audit', 'compile-cache');
}
function safeHome() {
    try {
        return external_node_os_.homedir();
    }
    catch {
        return '';
    }
}
function inside(parent, p) {
    return (0,path_inside/* isWithin */.U)(parent, p);
}
/**
 * Keep the compile cache for the code loaded from now on, unless turned off or unsupported.
 * `avoid`: directories the cache may not be in (the audited root).
 */
function keepCompileCache(avoid, env = process.env) {
    const off = env[NO_COMPILE_CACHE];
    if (off !== undefined && off !== '' && off !== '0')
        return 'off';
    const enable = external_node_module_namespaceObject.enableCompileCache;
    if (typeof enable !== 'function')
        return 'unsupported';
    const dir = compileCacheDir(env);
    if (dir === null || avoid.some((a) => inside(external_node_path_.resolve(a), dir)))
        return 'no-directory';
    try {
        const { status } = enable(dir);
        const codes = external_node_module_namespaceObject.constants?.compileCacheStatus;
        if (codes === undefined)
            return 'failed';
        return status === codes.ENABLED ? 'enabled' : status === codes.ALREADY_ENABLED ? 'already' : status === codes.DISABLED ? 'off' : 'failed';
    }
    catch {
        return 'failed';
    }
}


/***/ }),

/***/ 9949:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EF: () => (/* binding */ readCapped),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Iv: () => (/* binding */ directoryOrder),
/* harmony export */   R: () => (/* binding */ joinUnder),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   W$: () => (/* binding */ kindPhrase),
/* harmony export */   XW: () => (/* binding */ readFileInside),
/* harmony export */   dy: () => (/* binding */ probe),
/* harmony export */   lH: () => (/* binding */ toRel)
/* harmony export */ });
/* unused harmony export kindOf */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2016);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var _path_inside_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2645);
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
const KIND_PHRASE = {
    file: 'a regular file',
    symlink: 'a symbolic link',
    directory: 'a directory',
    fifo: 'a FIFO (named pipe)',
    socket: 'a socket',
    device: 'a device',
    other: 'a special file',
    missing: 'missing',
};
/** What `st` is, as a phrase for a message: `a FIFO (named pipe)`, `a directory`… */
function kindPhrase(st) {
    return KIND_PHRASE[kindOf(st)];
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
/** What `path.join` would resolve: `.` and `..` segments, doubled, leading or trailing slashes. */
const UNCLEAN = /(?:^|\/)\.{1,2}(?:\/|$)|\/\/|\/$|^\//;
/**
 * `path.join(dir, rel)` for an absolute `dir` and a repository-relative POSIX `rel`, without its
 * cost in the common case (a plain path: the two joined with one `/`, as `path.join` would).
 */
function joinUnder(dir, rel) {
    if (rel === '' || UNCLEAN.test(rel) || node_path__WEBPACK_IMPORTED_MODULE_1__.sep !== '/')
        return node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, rel);
    return dir.endsWith('/') ? dir + rel : `${dir}/${rel}`;
}
/** Whether `absPath` is `root` or lies below it. */
function isInside(root, absPath) {
    return (0,_path_inside_js__WEBPACK_IMPORTED_MODULE_2__/* .isWithin */ .U)(root, absPath);
}
function toRel(root, absPath) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(root, absPath);
    return rel === '' ? '.' : rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
/**
 * What a candidate name is, without reading it. `realRoot` is the audited root with its own
 * links resolved, so that the containment test compares like with like.
 */
function probe(root, realRoot, rel, sys) {
    const abs = joinUnder(root, rel);
    let lst;
    try {
        // No exception for the common "not there" answer: building one costs more than the system call.
        // (`sys`: a shorter path to the same name, for the call; see deep-paths.ts.)
        lst = node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync(sys ?? abs, { throwIfNoEntry: false });
        if (lst === undefined)
            return { rel, lkind: 'missing', kind: 'missing', size: null };
    }
    catch (e) {
        const code = errCode(e);
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { rel, lkind: 'missing', kind: 'missing', size: null };
        return { rel, lkind: 'other', kind: 'other', size: null, error: describeError(e) };
    }
    const lkind = kindOf(lst);
    if (lkind !== 'symlink') {
        return { rel, lkind, kind: lkind, size: lkind === 'file' ? lst.size : null };
    }
    let target = '';
    try {
        target = node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync(abs);
    }
    catch {
        /* unreadable link text: keep going with stat */
    }
    const link = {
        target,
        absolute: node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(target),
        resolved: null,
        outside: false,
        chained: false,
        loop: false,
    };
    try {
        link.chained = node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(abs), target)).isSymbolicLink();
    }
    catch {
        /* dangling first hop: reported through stat below */
    }
    let real = null;
    try {
        real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync(abs);
    }
    catch (e) {
        const code = errCode(e);
        if (code === 'ELOOP')
            link.loop = true;
        // Dangling: decide containment from the lexical target.
        const lexical = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(abs), target);
        link.outside = !isInside(root, lexical) && !isInside(realRoot, lexical);
        return {
            rel,
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
        st = node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync(abs);
    }
    catch (e) {
        return { rel, lkind, kind: 'other', size: null, link, error: describeError(e) };
    }
    const kind = kindOf(st);
    return { rel, lkind, kind, size: kind === 'file' ? st.size : null, link };
}
const O_NONBLOCK = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0;
const O_NOFOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0;
/**
 * Read at most `cap` bytes of a regular file inside the root. For a link, the caller passes the
 * resolved path; it is opened with O_NOFOLLOW so a link swapped in after the probe is refused.
 */
function readCapped(absPath, cap) {
    let fd;
    try {
        fd = node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync(absPath, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | O_NONBLOCK | O_NOFOLLOW);
    }
    catch (e) {
        // The path was resolved before: ELOOP under O_NOFOLLOW means a link was swapped in since.
        const error = errCode(e) === 'ELOOP' ? 'it became a symbolic link during the audit (not followed)' : describeError(e);
        return { bytes: Buffer.alloc(0), complete: false, size: 0, error };
    }
    try {
        const st = node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync(fd);
        if (!st.isFile()) {
            return { bytes: Buffer.alloc(0), complete: false, size: 0, error: `it is no longer a regular file (${kindOf(st)})` };
        }
        const want = Math.min(st.size, cap);
        const buf = Buffer.allocUnsafe(want);
        let got = 0;
        while (got < want) {
            const n = node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, buf, got, want - got, got);
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
        node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync(fd);
    }
}
/**
 * The one safe reader for a file the tool reads from the repository outside the candidate walk
 * (its own config file; the remark preset's ancestors): the same rules as candidates. The file,
 * with every link on its path resolved, must lie inside `root`; only a regular file is opened,
 * without blocking (O_NONBLOCK) and without following a link swapped in since (O_NOFOLLOW), and a
 * file larger than `cap` bytes is refused (or, with `truncate`, read on its first `cap` bytes).
 */
function readFileInside(root, rel, cap, opts = {}) {
    let realRoot;
    try {
        realRoot = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync(root);
    }
    catch (e) {
        return { status: 'refused', reason: `its directory cannot be resolved (${describeError(e)})` };
    }
    const norm = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/'));
    if (norm === '..' || norm.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(norm))
        return { status: 'refused', reason: 'it is outside the repository' };
    try {
        const realDir = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, norm)));
        if (!isInside(realRoot, realDir))
            return { status: 'refused', reason: 'its directory leads outside the repository through a symbolic link' };
    }
    catch (e) {
        const code = errCode(e);
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { status: 'absent' };
        return { status: 'refused', reason: describeError(e) };
    }
    const p = probe(root, realRoot, norm);
    if (p.lkind === 'missing')
        return { status: 'absent' };
    if (p.error !== undefined)
        return { status: 'refused', reason: p.error };
    if (p.link?.outside)
        return { status: 'refused', reason: 'it is a symbolic link to a file outside the repository' };
    if (p.kind === 'missing')
        return { status: 'refused', reason: 'it is a dangling symbolic link' };
    if (p.kind !== 'file')
        return { status: 'refused', reason: `it is ${p.link ? 'a symbolic link to ' : ''}${KIND_ARTICLE[p.kind] ?? 'not a regular file'}, not a regular file (never opened)` };
    if (!opts.truncate && p.size !== null && p.size > cap)
        return { status: 'refused', reason: `it is larger than ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtInt */ .L)(cap)} bytes` };
    const target = p.link?.resolved ?? norm;
    const r = readCapped(node_path__WEBPACK_IMPORTED_MODULE_1__.join(realRoot, target), opts.truncate ? cap : cap + 1);
    if (r.error !== undefined)
        return { status: 'refused', reason: r.error };
    if (opts.truncate)
        return { status: 'ok', bytes: r.bytes, size: r.size };
    if (r.bytes.length > cap || !r.complete)
        return { status: 'refused', reason: `it is larger than ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fmtInt */ .L)(cap)} bytes` };
    return { status: 'ok', bytes: r.bytes, size: r.size };
}
const KIND_ARTICLE = {
    directory: 'a directory',
    fifo: 'a FIFO (named pipe)',
    socket: 'a socket',
    device: 'a device',
    other: 'a special file',
};
/**
 * The names in a directory in the order the file system returns them (on ext4, hash order; not
 * sorted), or null when it cannot be listed. Some agents glob in this raw order (OpenCode loads
 * `instructions` matches in the reverse of it), so only this shows the order they load files in.
 * Nothing is opened but the directory itself; at most `max` names are read.
 */
function directoryOrder(absDir, max = 100_000) {
    let dir;
    try {
        dir = node_fs__WEBPACK_IMPORTED_MODULE_0__.opendirSync(absDir);
    }
    catch {
        return null;
    }
    const out = [];
    try {
        for (let e = dir.readSync(); e !== null && out.length < max; e = dir.readSync())
            out.push(e.name);
    }
    catch {
        return null;
    }
    finally {
        dir.closeSync();
    }
    return out;
}


/***/ }),

/***/ 6970:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ gitIgnoredAsync),
/* harmony export */   DU: () => (/* binding */ listRepositoryAsync),
/* harmony export */   Fl: () => (/* binding */ baseName),
/* harmony export */   H8: () => (/* binding */ listAgain),
/* harmony export */   HP: () => (/* binding */ TRACKED),
/* harmony export */   K: () => (/* binding */ WALK_LIMIT),
/* harmony export */   K7: () => (/* binding */ listingOf),
/* harmony export */   Qp: () => (/* binding */ parentDir),
/* harmony export */   Vf: () => (/* binding */ gitIgnored),
/* harmony export */   WV: () => (/* binding */ TRACKED_LINK),
/* harmony export */   gN: () => (/* binding */ joinRel),
/* harmony export */   jF: () => (/* binding */ startListing),
/* harmony export */   jI: () => (/* binding */ startOthersEarly),
/* harmony export */   rM: () => (/* binding */ unusualFiles)
/* harmony export */ });
/* unused harmony exports nameIndexCount, listRepository */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var _fsprobe_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9949);
/* harmony import */ var _observations_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(9995);
/**
 * One listing of the repository: every tracked file and every untracked file that is not
 * ignored, from git (one `git ls-files` per repository, nested repositories included),
 * or from a bounded walk of the file system where there is no git.
 */






const GIT_MAX_BUFFER = 1024 * 1024 * 1024;
/** Entries a file-system walk visits at most (a git listing has no limit). */
const WALK_LIMIT = 1_000_000;
const WALK_SKIP = new Set(['.git', 'node_modules']);
const GIT_PREFIX = ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false'];
function git(cwd, args) {
    // core.fsmonitor=false: never run a hook named by the audited repository's own config.
    const r = spawnSync('git', [...GIT_PREFIX, ...args], {
        cwd,
        maxBuffer: GIT_MAX_BUFFER,
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    return gitAnswer(r.error, r.status, r.stdout, r.stderr);
}
/**
 * A git command's answer: its output (decoded when parsed), or why it failed. `bytes` is kept until
 * the listing has parsed and, when the run is observed, digested it (`release`).
 */
function gitAnswer(error, status, stdout, stderr) {
    if (error)
        return { ok: false, error: error.code === 'ENOENT' ? 'git is not installed' : error.message };
    if (status !== 0)
        return { ok: false, error: (stderr?.toString('utf8') || `git exited with ${status}`).trim().split('\n')[0] };
    return { ok: true, bytes: stdout ?? Buffer.alloc(0) };
}
/** The output, once (digest it first if it is observed): the answer lets go of the bytes (megabytes for a listing). */
function take(answer) {
    const out = answer.bytes.toString('utf8');
    answer.bytes = EMPTY;
    return out;
}
const EMPTY = Buffer.alloc(0);
/** The same git command, asynchronously (with `input` written to its standard input). */
function gitAsync(cwd, args, input) {
    return gitProcess(cwd, args, input).answer;
}
/** A git process started, and its answer to come. */
function gitProcess(cwd, args, input) {
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...GIT_PREFIX, ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const answer = new Promise((resolve) => {
        child.stdin.on('error', () => {
            /* a git that exits before reading it all: its status says so */
        });
        child.stdin.end(input ?? '');
        const out = [];
        const err = [];
        let size = 0;
        child.stdout.on('data', (b) => {
            size += b.length;
            if (size > GIT_MAX_BUFFER)
                child.kill();
            else
                out.push(b);
        });
        child.stderr.on('data', (b) => err.push(b));
        let failed;
        child.on('error', (e) => {
            failed = e;
        });
        child.on('close', (status) => resolve(gitAnswer(failed, status, Buffer.concat(out), Buffer.concat(err))));
    });
    return { child, answer };
}
function gitDigest(r) {
    if (!r.ok)
        return `failed ${r.error}`;
    r.digest ??= (0,_observations_js__WEBPACK_IMPORTED_MODULE_5__/* .bytesDigest */ .G2)(r.bytes);
    return `ok ${r.digest}`;
}
/** The two object ids `git hash-object` gives empty input (SHA-1 and SHA-256 repositories). */
const EMPTY_BLOBS = new Set(['e69de29bb2d1d6434b8b29ae775ad8c2e48c5391', '473a0f4c3be8a93681a267e3b1e9a7dcda1185436fe141f7749120a303721813']);
/**
 * The answer for a tracked listing (`ls-files --stage`): git's own object id of its bytes, in the
 * repository's hash (the ids in the listing say which), so that a replay can have git hash the
 * listing (`gitHashed`) without this process reading megabytes of it.
 */
function stagedDigest(r) {
    if (!r.ok)
        return `failed ${r.error}`;
    if (r.bytes.length === 0)
        return 'ok empty';
    const space = r.bytes.indexOf(32);
    const sha256 = space !== -1 && r.bytes.indexOf(32, space + 1) - space - 1 === 64;
    r.digest ??= (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)(sha256 ? 'sha256' : 'sha1').update(`blob ${r.bytes.length}\0`).update(r.bytes).digest('hex');
    return `ok ${r.digest}`;
}
/**
 * The same answer as `stagedDigest`, with the listing piped from one git process into another that
 * hashes it (`git hash-object --stdin` hashes input as it is, and writes nothing).
 */
function gitHashed(cwd, args) {
    return new Promise((resolve) => {
        const list = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...GIT_PREFIX, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
        if (list.stdout === null) {
            // (Never seen: without the pipe, the hashing process would wait on an input nobody closes.)
            list.kill();
            resolve('failed (no output pipe)');
            return;
        }
        const hash = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...GIT_PREFIX, 'hash-object', '--stdin'], { cwd, stdio: [list.stdout, 'pipe', 'ignore'] });
        list.stdout.destroy(); // the hashing process holds the pipe now
        const err = [];
        const id = [];
        list.stderr.on('data', (b) => err.push(b));
        hash.stdout.on('data', (b) => id.push(b));
        let failed;
        let listed = null;
        let hashed = null;
        const done = () => {
            if (listed === null || hashed === null)
                return;
            if (!listed.ok)
                resolve(`failed ${listed.error}`);
            else
                resolve(EMPTY_BLOBS.has(hashed) ? 'ok empty' : `ok ${hashed}`);
        };
        list.on('error', (e) => {
            failed = e;
        });
        list.on('close', (status) => {
            listed = gitAnswer(failed, status, EMPTY, Buffer.concat(err));
            done();
        });
        hash.on('error', () => {
            /* reported by close */
        });
        hash.on('close', (status) => {
            hashed = status === 0 ? Buffer.concat(id).toString('utf8').trim() : `(git hash-object exited with ${status})`;
            done();
        });
    });
}
/**
 * A stamp of the index file of the repository whose work tree is `cwd` (device, inode, size, times),
 * or null where it cannot vouch for the tracked listing: `cwd` without a `.git` directory of its own
 * (a subdirectory of a repository, a linked work tree, a submodule's `.git` file), an index named
 * by the environment, or one written in the last seconds (see `settled`). git replaces the index
 * file whenever an entry changes, so the same stamp means the same `ls-files --stage` output.
 */
function indexStamp(cwd) {
    if (process.env['GIT_INDEX_FILE'] !== undefined || process.env['GIT_DIR'] !== undefined)
        return null;
    try {
        const dotGit = node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync(node_path__WEBPACK_IMPORTED_MODULE_3__.join(cwd, '.git'), { throwIfNoEntry: false });
        if (dotGit === undefined || !dotGit.isDirectory())
            return null;
        const st = node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync(node_path__WEBPACK_IMPORTED_MODULE_3__.join(cwd, '.git', 'index'), { throwIfNoEntry: false });
        if (st === undefined || !st.isFile() || !(0,_observations_js__WEBPACK_IMPORTED_MODULE_5__/* .settled */ .gu)(st))
            return null;
        return `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
    }
    catch {
        return null;
    }
}
/**
 * How a cached run's tracked listing is recorded: with a stamp of the index taken before git read
 * it and found the same after (`I`: "<prefix>\0<stamp>\0<digest>", answered `same`), so that a
 * replay that finds the same stamp need not list again; else as the listing's digest (`g`).
 */
function recordTracked(seen, prefix, staged, before, cwd) {
    const digest = stagedDigest(staged);
    if (staged.ok && before !== null && indexStamp(cwd) === before)
        seen.record('I', `${prefix}\0${before}\0${digest}`, 'same');
    else
        seen.record('g', `s${prefix}`, digest);
}
/**
 * The answer to an `I` question now: `same` if the index has the same stamp, or lists the same as it
 * did; else what it lists. With the question to keep: where git wrote a new index file with the same
 * entries (`git status` refreshing it, a fresh checkout), its stamp, if it held still while git read it.
 */
async function trackedAgain(absRoot, key) {
    const [prefix = '', stamp = '', digest = ''] = key.split('\0');
    const cwd = prefix === '.' ? absRoot : node_path__WEBPACK_IMPORTED_MODULE_3__.join(absRoot, prefix);
    const before = indexStamp(cwd);
    if (before === stamp)
        return { key, answer: 'same' };
    const now = await gitHashed(cwd, LS_STAGED);
    if (now !== digest)
        return { key, answer: now };
    return { key: before !== null && indexStamp(cwd) === before ? `${prefix}\0${before}\0${digest}` : key, answer: 'same' };
}
function parentDir(p) {
    const i = p.lastIndexOf('/');
    return i === -1 ? '.' : p.slice(0, i);
}
function baseName(p) {
    const i = p.lastIndexOf('/');
    return i === -1 ? p : p.slice(i + 1);
}
function joinRel(prefix, p) {
    return prefix === '.' ? p : `${prefix}/${p}`;
}
/** Directories with more names than this get a set of them for lookups (see FileTable). */
const SCAN_NAMES_UP_TO = 32;
let namesIndexed = 0;
/**
 * How many names this process has put into directories' lookup sets (`FileTable.has`): for tests of
 * "each listed name indexed once", however the directory was filled (one name at a time, or all at once).
 */
function nameIndexCount() {
    return namesIndexed;
}
/**
 * The listed files without a hash-table entry per file (a large monorepo lists 100,000 or more):
 * the paths in listing order, the names in each directory (the builder's `byDir`), and facts only
 * where they are not "tracked, not a link". A directory with many names gets a set of them at its
 * first lookup, which takes in the names added since at each later one: a directory's names only
 * grow (appended), so each name enters its set once, and a directory filled one name at a time,
 * with a lookup before each (the untracked listing, the walk without git), costs time linear in its
 * names, not quadratic.
 */
class FileTable {
    paths = [];
    facts = new Map();
    byDir;
    /** Directory → the set of its first `n` names. */
    sets = new Map();
    constructor(byDir) {
        this.byDir = byDir;
    }
    get size() {
        return this.paths.length;
    }
    has(rel) {
        const slash = rel.lastIndexOf('/');
        const dir = slash === -1 ? '.' : rel.slice(0, slash);
        const names = slash === 1 && dir === '.' ? undefined : this.byDir.get(dir); // `./x` is not a listed path
        if (names === undefined)
            return false;
        const name = slash === -1 ? rel : rel.slice(slash + 1);
        if (names.length <= SCAN_NAMES_UP_TO)
            return names.includes(name);
        let set = this.sets.get(dir);
        if (set === undefined) {
            set = { n: 0, names: new Set() };
            this.sets.set(dir, set);
        }
        if (set.n < names.length) {
            for (let i = set.n; i < names.length; i++)
                set.names.add(names[i]);
            namesIndexed += names.length - set.n;
            set.n = names.length;
        }
        return set.names.has(name);
    }
    get(rel) {
        return this.has(rel) ? (this.facts.get(rel) ?? TRACKED) : undefined;
    }
    keys() {
        return this.paths.values();
    }
}
class ListingBuilder {
    dirs = new Set(['.']);
    byDir = new Map();
    files = new FileTable(this.byDir);
    nestedRepos = [];
    /** The same, as a set: a repository with thousands of submodules is not searched once per submodule. */
    nestedSeen = new Set();
    truncated = false;
    /** The directory of the last path added, and its names (git lists a directory's files together). */
    lastDir = '';
    lastNames = null;
    lastTracked = '';
    /** A file from git's tracked listing: each path once, but for the stages of an unmerged one (consecutive). */
    addTracked(rel, facts) {
        if (rel === this.lastTracked)
            return;
        this.lastTracked = rel;
        this.put(rel, facts);
    }
    add(rel, facts) {
        if (!this.files.has(rel))
            this.put(rel, facts);
    }
    put(rel, facts) {
        this.files.paths.push(rel);
        if (facts !== TRACKED)
            this.files.facts.set(rel, facts);
        const slash = rel.lastIndexOf('/');
        const last = this.lastNames;
        if (last !== null && (slash === -1 ? this.lastDir === '.' : slash === this.lastDir.length && rel.startsWith(this.lastDir))) {
            last.push(rel.slice(slash + 1));
            return;
        }
        const dir = slash === -1 ? '.' : rel.slice(0, slash);
        let names = this.byDir.get(dir);
        if (!names) {
            names = [];
            this.byDir.set(dir, names);
        }
        names.push(rel.slice(slash + 1));
        this.addDir(dir);
        this.lastDir = dir;
        this.lastNames = names;
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
            ...(this.truncated ? { truncated: true } : {}),
        };
    }
}
/**
 * The listed files whose facts are not "tracked, not a link" (untracked files, links), without a
 * pass over every path; null for a listing that does not keep them apart (a Map).
 */
function unusualFiles(files) {
    return files instanceof FileTable ? files.facts : null;
}
/** A git listing of these files (in this order) and nested repositories: what a committed tree derived from another listing is. */
function listingOf(files, nestedRepos = []) {
    const b = new ListingBuilder();
    for (const [rel, facts] of files)
        b.addTracked(rel, facts);
    for (const n of nestedRepos)
        b.addDir(n);
    b.nestedRepos.push(...nestedRepos);
    return b.build('git');
}
/** What a plainly tracked file or link is: one object for all (nothing changes a listed file's facts). */
const TRACKED = Object.freeze({ git: 'tracked' });
const TRACKED_LINK = Object.freeze({ git: 'tracked', symlink: true });
const UNTRACKED = Object.freeze({ git: 'untracked' });
/**
 * Two `git ls-files` per repository: tracked entries with their mode (`--stage`), and untracked,
 * not ignored files (`--others --exclude-standard`). They run at once, in two child processes; the
 * tracked list (the quick one) is parsed while git still walks the tree for untracked files. Fails
 * (with git's first line) where git cannot list: not a work tree, git missing.
 */
const LS_STAGED = ['ls-files', '-z', '--stage'];
/**
 * The tracked listing without object ids (git 2.38 or later), where no digest of it is kept: the
 * same records with only the mode before the tab, about 60 % of `--stage`'s bytes. An older git
 * refuses the option, and `--stage` is asked instead (`trackedListing`).
 */
const LS_MODES = ['ls-files', '-z', '--format=%(objectmode)%x09%(path)'];
const LS_OTHERS = ['ls-files', '-z', '--others', '--exclude-standard'];
/** The tracked listing of the repository at `cwd`: with object ids (`ids`, the digest of a cached run needs them) or without. */
async function trackedListing(cwd, ids) {
    if (ids)
        return gitAsync(cwd, LS_STAGED);
    const lean = await gitAsync(cwd, LS_MODES);
    return !lean.ok && /unknown option|--format/.test(lean.error) ? gitAsync(cwd, LS_STAGED) : lean;
}
/**
 * Start the git listings of the repository at `rel` (`.` the root) in two child processes: the
 * tracked one with object ids (`ids`, for a run whose answers are kept) or without (`modes`), or
 * not yet (`later`); hand them to `listRepositoryAsync` (`started`), or to `listAgain` to compare.
 */
function startListing(absRoot, rel, tracked) {
    const cwd = rel === '.' ? absRoot : node_path__WEBPACK_IMPORTED_MODULE_3__.join(absRoot, rel);
    return { staged: tracked === 'later' ? null : trackedListing(cwd, tracked === 'ids'), others: takeEarly(cwd) ?? gitAsync(cwd, LS_OTHERS) };
}
/**
 * The walk for untracked files of a root, started before the audit asks for it: the CLI's entry
 * starts it before the rest of the CLI is loaded (`startOthersEarly`), and `startListing` takes it
 * over for the same directory. Until then it does not keep the process alive (a command line that
 * turns out to be wrong exits at once), and a walk never taken is stopped when the process exits.
 */
let early = null;
function startOthersEarly(absRoot) {
    const started = gitProcess(absRoot, LS_OTHERS);
    keepsAlive(started.child, false);
    early = { cwd: absRoot, ...started };
    process.once('exit', () => {
        if (early?.child === started.child)
            started.child.kill();
    });
}
function takeEarly(cwd) {
    const e = early;
    if (e === null || e.cwd !== cwd)
        return null;
    early = null;
    keepsAlive(e.child, true);
    return e.answer;
}
/** Whether a child process (and its pipes) keeps this process's event loop alive. */
function keepsAlive(child, alive) {
    for (const h of [child, child.stdin, child.stdout, child.stderr]) {
        if (alive)
            h?.ref?.();
        else
            h?.unref?.();
    }
}
/**
 * "<mode> <object> <stage>\t<path>" records (`--stage`) or "<mode>\t<path>" (`LS_MODES`): tracked
 * files, and submodules (mode 160000) into `nested`.
 */
function addStaged(b, out, prefix, nested) {
    let start = 0;
    while (start < out.length) {
        let end = out.indexOf('\0', start);
        if (end === -1)
            end = out.length;
        const tab = out.indexOf('\t', start);
        if (tab !== -1 && tab < end) {
            const mode = out.slice(start, start + 6);
            const p = out.slice(tab + 1, end);
            if (mode === '160000')
                nested.push(p);
            else
                b.addTracked(joinRel(prefix, p), mode === '120000' ? TRACKED_LINK : TRACKED);
        }
        start = end + 1;
    }
}
/** Untracked paths; git shows a nested repository as one directory entry (`dir/`), put into `nested`. */
function addOthers(b, out, prefix, nested) {
    for (const p of out.split('\0')) {
        if (!p)
            continue;
        if (p.endsWith('/'))
            nested.push(p.slice(0, -1));
        else
            b.add(joinRel(prefix, p), UNTRACKED);
    }
}
/**
 * Whether the directory `rel` (a submodule's or a nested clone's) holds a repository to list in
 * turn: a `.git` there, in a directory that lies inside the root. A submodule's folder replaced by a
 * link to another repository elsewhere is not listed: git would list that repository's files.
 */
function nestedRepoAt(absRoot, rel) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_3__.join(absRoot, rel);
    try {
        if (!(0,_fsprobe_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync(absRoot), node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync(dir)))
            return false;
    }
    catch {
        return false; // not there (or not reachable): nothing to list
    }
    return node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync(node_path__WEBPACK_IMPORTED_MODULE_3__.join(dir, '.git'));
}
/** The nested repositories found in one repository's listing that are to be listed in turn (depth-limited, `.git` present). */
function nestedToList(b, absRoot, prefix, nested, depth, seen) {
    const out = [];
    for (const n of nested) {
        const rel = joinRel(prefix, n);
        if (b.nestedSeen.has(rel))
            continue; // an unmerged submodule is listed once per stage
        b.nestedSeen.add(rel);
        b.nestedRepos.push(rel);
        b.addDir(rel);
        if (depth >= 8)
            continue;
        const hasGit = nestedRepoAt(absRoot, rel);
        seen?.record('e', rel, String(hasGit));
        if (hasGit)
            out.push(rel);
    }
    return out;
}
function listGitRepo(b, absRoot, prefix, depth, seen) {
    const cwd = prefix === '.' ? absRoot : path.join(absRoot, prefix);
    const staged = git(cwd, LS_STAGED);
    seen?.record('g', `s${prefix}`, stagedDigest(staged));
    if (!staged.ok)
        return staged.error;
    const others = git(cwd, LS_OTHERS);
    seen?.record('g', `o${prefix}`, gitDigest(others));
    if (!others.ok)
        return others.error;
    const nested = [];
    addStaged(b, take(staged), prefix, nested);
    addOthers(b, take(others), prefix, nested);
    for (const rel of nestedToList(b, absRoot, prefix, nested, depth, seen))
        listGitRepo(b, absRoot, rel, depth + 1, seen);
    return null;
}
async function listGitRepoAsync(b, absRoot, prefix, depth, seen, started, onTracked) {
    const cwd = prefix === '.' ? absRoot : node_path__WEBPACK_IMPORTED_MODULE_3__.join(absRoot, prefix);
    // (A stamp of the index only for a listing started here, after it was taken.)
    const before = seen !== null && started.staged === null ? indexStamp(cwd) : null;
    const staged = await (started.staged ?? trackedListing(cwd, seen !== null));
    if (seen !== null)
        recordTracked(seen, prefix, staged, before, cwd);
    if (!staged.ok)
        return staged.error;
    const nested = [];
    addStaged(b, take(staged), prefix, nested);
    onTracked?.();
    const others = await started.others;
    seen?.record('g', `o${prefix}`, gitDigest(others));
    if (!others.ok)
        return others.error;
    addOthers(b, take(others), prefix, nested);
    const inner = nestedToList(b, absRoot, prefix, nested, depth, seen);
    const jobs = inner.map((rel) => startListing(absRoot, rel, seen !== null ? 'ids' : 'modes'));
    for (const [i, rel] of inner.entries()) {
        const err = await listGitRepoAsync(b, absRoot, rel, depth + 1, seen, jobs[i], null);
        if (err !== null)
            return err;
    }
    return null;
}
/**
 * Ask git again every question a listing asked (`seen.questions` of `listRepository`): all at once,
 * in parallel, answers recorded in the original order. Equal digests mean an equal listing. (An `I`
 * question comes back with the index's new stamp where git rewrote it with the same entries.)
 */
async function listAgain(absRoot, questions, started = new Map()) {
    const jobs = new Map(started);
    const keys = questions.map((q) => q.slice(1));
    const answers = await Promise.all(questions.map(async (q, i) => {
        const key = keys[i];
        if (q[0] === 'I') {
            const again = await trackedAgain(absRoot, key);
            keys[i] = again.key;
            return again.answer;
        }
        if (q[0] !== 'g')
            return String(nestedRepoAt(absRoot, key));
        const rel = key.slice(1);
        let job = jobs.get(rel);
        if (key[0] === 's') {
            // The tracked listing is hashed by git itself, unless it was already read.
            return job?.staged ? stagedDigest(await job.staged) : gitHashed(rel === '.' ? absRoot : node_path__WEBPACK_IMPORTED_MODULE_3__.join(absRoot, rel), LS_STAGED);
        }
        if (job === undefined) {
            job = startListing(absRoot, rel, 'later');
            jobs.set(rel, job);
        }
        return gitDigest(await job.others);
    }));
    const seen = new _observations_js__WEBPACK_IMPORTED_MODULE_5__/* .Observations */ .kE();
    for (const [i, q] of questions.entries())
        seen.record(q[0], keys[i], answers[i]);
    return seen;
}
function walk(b, absRoot, limit = WALK_LIMIT) {
    const stack = ['.'];
    let count = 0;
    while (stack.length > 0) {
        if (count >= limit) {
            b.truncated = true;
            break;
        }
        const rel = stack.pop();
        let entries;
        try {
            entries = node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync(node_path__WEBPACK_IMPORTED_MODULE_3__.join(absRoot, rel), { withFileTypes: true });
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
                if (node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync(node_path__WEBPACK_IMPORTED_MODULE_3__.join(absRoot, childRel, '.git')))
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
/**
 * List the repository at `absRoot` once (synchronously). With `seen`, every git answer is recorded
 * there (a walk is not: an audit without git is not cached).
 */
function listRepository(absRoot, opts = {}) {
    const b = new ListingBuilder();
    const err = listGitRepo(b, absRoot, '.', 0, opts.seen ?? null);
    if (err === null)
        return b.build('git');
    const fresh = new ListingBuilder();
    walk(fresh, absRoot, opts.walkLimit);
    return fresh.build('walk', err);
}
/**
 * The engine's listing: the same as `listRepository`, from listings already started
 * (`startListing`), with a hook called once the root repository's tracked files are in. The
 * listing object it passes is the one it returns, completed (unless git fails: then a walk's).
 */
async function listRepositoryAsync(absRoot, opts = {}) {
    const b = new ListingBuilder();
    const listing = b.build('git');
    const onTracked = opts.onTracked ? () => opts.onTracked(listing) : null;
    const err = await listGitRepoAsync(b, absRoot, '.', 0, opts.seen ?? null, opts.started ?? startListing(absRoot, '.', opts.seen ? 'ids' : 'modes'), onTracked);
    if (err === null)
        return listing;
    const fresh = new ListingBuilder();
    walk(fresh, absRoot, opts.walkLimit);
    return fresh.build('walk', err);
}
/** `git check-ignore` of paths given on its standard input (see `gitIgnored`). */
const CHECK_IGNORE = ['check-ignore', '--no-index', '-z', '--stdin'];
/**
 * Which of `rels` git ignores (candidates seen by stat but not in the listing). They are untracked
 * by construction, so the index is not consulted (`--no-index`): with it, git looks each path up in
 * the index at a cost of milliseconds per path on a large repository.
 */
function gitIgnored(absRoot, rels) {
    if (rels.length === 0)
        return new Set();
    const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', [...GIT_PREFIX, ...CHECK_IGNORE], { cwd: absRoot, input: rels.join('\0') + '\0', encoding: 'utf8', maxBuffer: GIT_MAX_BUFFER });
    // Exit 1: nothing is ignored. Any other failure: nothing is known to be.
    return r.error || (r.status !== 0 && r.status !== 1) ? new Set() : pathsIn(r.stdout);
}
/** The same, in a child process that runs while this one goes on (a cached run's replay). */
async function gitIgnoredAsync(absRoot, rels) {
    if (rels.length === 0)
        return new Set();
    // (Exit 1, nothing ignored, comes back as a failure: no path either way.)
    const r = await gitAsync(absRoot, CHECK_IGNORE, rels.join('\0') + '\0');
    return r.ok ? pathsIn(take(r)) : new Set();
}
/** The paths in NUL-separated output. */
function pathsIn(out) {
    return new Set(out.split('\0').filter(Boolean));
}



/***/ }),

/***/ 9995:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ bytesDigest),
/* harmony export */   gu: () => (/* binding */ settled),
/* harmony export */   kE: () => (/* binding */ Observations)
/* harmony export */ });
/* unused harmony export SETTLED_MS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/**
 * What one audit observed of the repository, in the order it looked: every probe, read, directory
 * lookup, root-marker check and git answer the engine's result depends on. The audit is a function
 * of its options and of these observations, so a run whose observations all come out the same
 * (looked at again, in the same order) has the same report: that is how the result cache
 * (src/cache.ts) proves a cached report still holds, without trusting anything but the repository.
 *
 * Each observation is a question (a one-letter kind, then its key) and an answer; the log keeps the
 * questions, and a digest of the answers.
 */

class Observations {
    questions = [];
    answers = [];
    record(kind, key, answer) {
        this.questions.push(kind + key);
        this.answers.push(answer);
    }
    /** The same, for a question already written out (kind and key). */
    recordAsked(question, answer) {
        this.questions.push(question);
        this.answers.push(answer);
    }
    /** A question whose answer comes later (from a child process): in its place, answered by the function returned. */
    recordLater(question) {
        const at = this.answers.length;
        this.questions.push(question);
        this.answers.push('');
        return (answer) => {
            this.answers[at] = answer;
        };
    }
    /**
     * The hash of the answers so far. The questions need no hashing: asked again in their order, the
     * same answers mean the same questions followed (the engine asks what the answers lead it to),
     * and any other question asked on the way adds an answer.
     */
    digest() {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(this.answers.join('\u0000\u0001')).digest('hex');
    }
}
/** A short, stable digest of bytes (a read's answer). */
function bytesDigest(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('base64url');
}
/**
 * How old a file system object's times must be for a stamp of them (device, inode, times) to vouch
 * for its content in a later run: a change made in the same tick of the file system's clock could
 * leave its times as they were, one made later cannot.
 */
const SETTLED_MS = 2000;
function settled(st) {
    return Date.now() - Math.max(st.mtimeMs, st.ctimeMs) >= SETTLED_MS;
}


/***/ }),

/***/ 2016:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ fmtInt)
/* harmony export */ });
/** Number formatting shared by every message and renderer. */
/**
 * A whole number with thousands separators, as `toLocaleString('en-US')` writes it (`12,345`),
 * without loading the locale data for it (which costs a run milliseconds the first time).
 */
function fmtInt(n) {
    if (!Number.isSafeInteger(n) || Object.is(n, -0))
        return n.toLocaleString('en-US');
    const digits = String(Math.abs(n));
    let out = '';
    for (let i = digits.length; i > 0; i -= 3)
        out = i > 3 ? `,${digits.slice(i - 3, i)}${out}` : `${digits.slice(0, i)}${out}`;
    return n < 0 ? `-${out}` : out;
}


/***/ }),

/***/ 7717:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  D: () => (/* binding */ keepYoungGenerationSmall)
});

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: ./lib/heap.js
/**
 * The memory of the tool's own processes (the CLI and the action; never a library's host, such as
 * remark-cli): V8's young generation kept at its starting size.
 *
 * An audit allocates fast and keeps much of it (the listing of a large repository, the report), and
 * V8 answers by doubling the young generation's two semi-spaces, up to 16 MiB each on a 64-bit
 * machine: tens of megabytes of peak memory that a short-lived process never gives back. Node takes
 * `--max-semi-space-size` only when it starts, and the runner starts the action as `node
 * dist/index.js`. V8 reads `--semi-space-growth-factor` each time it would grow the semi-spaces,
 * so setting it to 1 here, in the running process, stops the growth from then on. On the shared
 * benchmark repository this lowers peak memory by a third at no cost in time (docs/performance.md).
 *
 * A person who sets a semi-space flag themselves (on the command line or in NODE_OPTIONS) keeps it.
 */

const SEMI_SPACE_FLAG = /semi[-_]space/;
/** Stop the young generation's growth, unless a semi-space flag was given to Node; true when set here. */
function keepYoungGenerationSmall(execArgv = process.execArgv, nodeOptions = process.env['NODE_OPTIONS'] ?? '') {
    if (SEMI_SPACE_FLAG.test(nodeOptions) || execArgv.some((a) => SEMI_SPACE_FLAG.test(a)))
        return false;
    external_node_v8_namespaceObject.setFlagsFromString('--semi-space-growth-factor=1');
    return true;
}


/***/ }),

/***/ 2645:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isWithin),
/* harmony export */   s: () => (/* binding */ relIsInside)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/**
 * Whether a path lies inside a directory, from `path.relative`'s answer: inside unless it is `..`,
 * starts with `..` and a separator, or is absolute. A name that only starts with two dots
 * (`..foo`, `...`) is inside. One predicate for every containment test (repository files, working
 * directories, config files, the compile cache).
 */

function relIsInside(rel) {
    return !(rel === '..' || rel.startsWith('../') || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) || node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(rel));
}
/** Whether `absPath` is `base` or lies below it. */
function isWithin(base, absPath) {
    return relIsInside(node_path__WEBPACK_IMPORTED_MODULE_0__.relative(base, absPath));
}


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
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
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
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
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
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(518);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
