/**
 * WordPress on the stack that sites run: Debian's PHP 8.2 (php-fpm behind nginx) and MariaDB
 * 10.11, for the test harnesses (`npm test`, `node tools/serve-wp.mjs --test`, `npm run bench`).
 * Playground (tools/lib/wordpress.mjs) stays the zero-install default of `npm start`.
 *
 * Everything lives under `.cache/native/<port>/` and runs as this user's own processes: nothing
 * system-wide is configured, enabled or left running. Each start gets a fresh database (a copy of
 * an empty MariaDB data folder made once), a fresh WordPress site (hard links to one pristine
 * WordPress tree, its own wp-config.php and wp-content) and new salts. A run that was killed
 * leaves a `stack.json` whose owner is dead: the next start stops what it left and removes it.
 * See ../shared/wordpress-offline.md for the facts this relies on.
 */
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
	cpSync,
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	lstatSync,
	rmSync,
	symlinkSync,
	writeFileSync,
	openSync,
	closeSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, prepareWordPress, freePort } from './wordpress.mjs';
import { STACK_PACKAGES, ensureDebianPackages } from './system-packages.mjs';

export { freePort };

export const NATIVE_CACHE = path.join( ROOT, '.cache/native' );
const CORE_DIR = path.join( ROOT, '.cache/wordpress-6.6-native' );
const DB_TEMPLATE = path.join( NATIVE_CACHE, 'mariadb-template' );

/**
 * Installs the stack's Debian packages that are missing (tools/lib/system-packages.mjs). The
 * packages' own services are not started: this harness runs its own processes.
 */
export function ensureNativeStack() {
	ensureDebianPackages( STACK_PACKAGES );
}

const isRoot = () => process.getuid?.() === 0;

function isAlive( pid ) {
	if ( ! pid ) {
		return false;
	}
	try {
		process.kill( pid, 0 );
	} catch ( error ) {
		return error.code === 'EPERM';
	}
	// A zombie (exited, not yet reaped by a parent that is gone) is not alive.
	try {
		return ! /^\d+ \(.*\) Z/.test(
			readFileSync( `/proc/${ pid }/stat`, 'utf8' )
		);
	} catch {
		return true;
	}
}

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

function readPid( file ) {
	try {
		return Number( readFileSync( file, 'utf8' ).trim() ) || 0;
	} catch {
		return 0;
	}
}

/**
 * Stops a process and waits for it to exit (SIGKILL after `graceMs`).
 *
 * @param {number} pid     The process.
 * @param {number} graceMs How long to wait after SIGTERM.
 */
async function stopProcess( pid, graceMs = 10000 ) {
	if ( ! isAlive( pid ) ) {
		return;
	}
	try {
		process.kill( pid, 'SIGTERM' );
	} catch {}
	const until = Date.now() + graceMs;
	while ( isAlive( pid ) && Date.now() < until ) {
		await sleep( 50 );
	}
	killGroup( pid );
	while ( isAlive( pid ) ) {
		await sleep( 50 );
	}
}

/**
 * Kills a server and its workers at once: each server is started as the leader of its own
 * process group, and killing only the leader would leave its workers running.
 *
 * @param {number} pid The leader.
 */
function killGroup( pid ) {
	for ( const target of [ -pid, pid ] ) {
		try {
			process.kill( target, 'SIGKILL' );
		} catch {}
	}
}

/**
 * The processes of a stack, from the pid files its servers write (so a database restarted by a
 * test is stopped too).
 *
 * @param {Object} stack The stack's description (stack.json).
 * @return {number[]} Live process ids: each node's nginx and php-fpm, mariadbd, redis-server.
 */
export function stackPids( stack ) {
	return [
		...( stack.nodes || [ { files: stack.files } ] ).flatMap( ( node ) => [
			node.files.nginxPid,
			node.files.fpmPid,
		] ),
		stack.files.dbPid,
		stack.files.redisPid,
	]
		.filter( Boolean )
		.map( readPid )
		.filter( isAlive );
}

/**
 * Stops and removes stacks whose harness died without stopping them (an interrupted run).
 * Stacks of harnesses still running (another run, another port) are left alone.
 */
export async function cleanUpAbandonedStacks() {
	if ( ! existsSync( NATIVE_CACHE ) ) {
		return;
	}
	for ( const name of readdirSync( NATIVE_CACHE ) ) {
		const file = path.join( NATIVE_CACHE, name, 'stack.json' );
		if ( ! existsSync( file ) ) {
			continue;
		}
		let stack;
		try {
			stack = JSON.parse( readFileSync( file, 'utf8' ) );
		} catch {
			continue;
		}
		if ( isAlive( stack.owner ) ) {
			continue;
		}
		stackPids( stack ).forEach( killGroup );
		rmSync( path.join( NATIVE_CACHE, name ), {
			recursive: true,
			force: true,
		} );
	}
}

/**
 * A pristine WordPress tree for native sites, from the same npm zip as Playground's (kept apart
 * from Playground's tree, which Playground writes its SQLite set-up into).
 *
 * @return {string} The folder.
 */
function prepareCore() {
	if ( ! existsSync( path.join( CORE_DIR, 'wp-settings.php' ) ) ) {
		prepareWordPress( CORE_DIR );
		// Ours is written per site; the zip's sample database is Playground's.
		rmSync( path.join( CORE_DIR, 'wp-config.php' ), { force: true } );
		rmSync( path.join( CORE_DIR, 'wp-content/database' ), {
			recursive: true,
			force: true,
		} );
	}
	return CORE_DIR;
}

/**
 * An empty MariaDB data folder, made once; each run starts from a copy of it.
 *
 * @return {string} The template folder.
 */
function prepareDatabaseTemplate() {
	if ( existsSync( path.join( DB_TEMPLATE, 'mysql' ) ) ) {
		return DB_TEMPLATE;
	}
	const tmp = `${ DB_TEMPLATE }.tmp-${ process.pid }`;
	rmSync( tmp, { recursive: true, force: true } );
	mkdirSync( tmp, { recursive: true } );
	const res = spawnSync(
		'mariadb-install-db',
		[
			'--no-defaults',
			`--datadir=${ tmp }`,
			...( isRoot() ? [ '--user=root' ] : [] ),
			'--skip-test-db',
			'--auth-root-authentication-method=normal',
		],
		{ encoding: 'utf8' }
	);
	if ( res.status !== 0 ) {
		throw new Error(
			`mariadb-install-db failed:\n${ res.stdout }\n${ res.stderr }`
		);
	}
	rmSync( DB_TEMPLATE, { recursive: true, force: true } );
	cpSync( tmp, DB_TEMPLATE, { recursive: true } );
	rmSync( tmp, { recursive: true, force: true } );
	return DB_TEMPLATE;
}

/**
 * Waits until something accepts connections on a loopback port.
 *
 * @param {number}   port      The port.
 * @param {number}   timeoutMs How long to wait.
 * @param {Function} failed    Returns an error text when the server died meanwhile.
 */
async function waitForPort( port, timeoutMs, failed ) {
	const until = Date.now() + timeoutMs;
	while ( Date.now() < until ) {
		const open = await new Promise( ( resolve ) => {
			const socket = net.connect( port, '127.0.0.1' );
			socket.once( 'connect', () => {
				socket.destroy();
				resolve( true );
			} );
			socket.once( 'error', () => resolve( false ) );
		} );
		if ( open ) {
			return;
		}
		const reason = failed();
		if ( reason ) {
			throw new Error( reason );
		}
		await sleep( 100 );
	}
	throw new Error(
		`Nothing answered on port ${ port } after ${ timeoutMs } ms.`
	);
}

function tail( file, lines = 30 ) {
	try {
		return readFileSync( file, 'utf8' )
			.split( '\n' )
			.slice( -lines )
			.join( '\n' );
	} catch {
		return '';
	}
}

/**
 * Starts a server process in its own process group, its output to a log file.
 *
 * @param {string}   command The program.
 * @param {string[]} args    Its arguments.
 * @param {string}   log     The log file.
 * @param {Object}   [env]   Extra environment.
 * @return {import('node:child_process').ChildProcess} The process.
 */
function startProcess( command, args, log, env = {} ) {
	const fd = openSync( log, 'a' );
	const child = spawn( command, args, {
		stdio: [ 'ignore', fd, fd ],
		detached: true,
		env: { ...process.env, ...env },
	} );
	closeSync( fd );
	child.unref();
	return child;
}

/**
 * Starts MariaDB for a stack (its data folder must exist) and waits until it answers.
 *
 * @param {Object} stack The stack's description.
 * @return {Promise<number>} The server's process id.
 */
export async function startDatabase( stack ) {
	const child = startProcess(
		'/usr/sbin/mariadbd',
		stack.dbArgs,
		stack.files.dbLog
	);
	let exited = null;
	child.once( 'exit', ( code ) => ( exited = code ) );
	await waitForPort( stack.dbPort, 60000, () =>
		exited === null
			? ''
			: `MariaDB exited with ${ exited }:\n${ tail( stack.files.dbLog ) }`
	);
	return child.pid;
}

/**
 * Stops the stack's MariaDB (a test uses this to take the database away for a while).
 *
 * @param {Object} stack The stack's description.
 */
export async function stopDatabase( stack ) {
	await stopProcess( readPid( stack.files.dbPid ), 30000 );
}

/**
 * Reads the description of the stack serving a port (written by startNativeWordPress()).
 *
 * @param {number|string} port The HTTP port.
 * @return {Object} The stack's description.
 */
export function readStack( port ) {
	return JSON.parse(
		readFileSync(
			path.join( NATIVE_CACHE, String( port ), 'stack.json' ),
			'utf8'
		)
	);
}

function symlink( target, link ) {
	rmSync( link, { recursive: true, force: true } );
	symlinkSync( target, link, 'dir' );
}

/**
 * The wp-content of a site: Blockpack (and, for tests, the fake third-party plugins and the
 * test mu-plugins) linked in, as installed plugins are.
 *
 * @param {string}  site     The site's folder.
 * @param {boolean} testMode Whether to link the test mu-plugins and fake plugins.
 */
function linkContent( site, testMode ) {
	const content = path.join( site, 'wp-content' );
	symlink( ROOT, path.join( content, 'plugins/blockpack' ) );
	mkdirSync( path.join( content, 'uploads' ), { recursive: true } );
	if ( ! testMode ) {
		return;
	}
	symlink(
		path.join( ROOT, 'tests/mu-plugins' ),
		path.join( content, 'mu-plugins' )
	);
	const fakes = path.join( ROOT, 'tests/plugins' );
	if ( existsSync( fakes ) ) {
		for ( const entry of readdirSync( fakes, { withFileTypes: true } ) ) {
			if ( entry.isDirectory() ) {
				symlink(
					path.join( fakes, entry.name ),
					path.join( content, 'plugins', entry.name )
				);
			}
		}
	}
}

/**
 * The constants of a subdirectory multisite network whose main site is `url` (sites at
 * `url/site2/`…). The home and site addresses come from each site's own options then: constant
 * ones would send every site to the main one.
 *
 * @param {string} url The main site's address.
 * @return {string} PHP.
 */
function multisiteConstants( url ) {
	return `define( 'WP_ALLOW_MULTISITE', true );
define( 'MULTISITE', true );
define( 'SUBDOMAIN_INSTALL', false );
define( 'DOMAIN_CURRENT_SITE', '${ new URL( url ).host }' );
define( 'PATH_CURRENT_SITE', '/' );
define( 'SITE_ID_CURRENT_SITE', 1 );
define( 'BLOG_ID_CURRENT_SITE', 1 );`;
}

/**
 * The site's wp-config.php.
 *
 * @param {Object}  options
 * @param {string}  options.url         The (main) site's address.
 * @param {number}  options.dbPort      MariaDB's port.
 * @param {string}  options.debugLog    WordPress's debug log.
 * @param {boolean} [options.network]   A multisite network (its constants instead of WP_HOME).
 * @param {number}  [options.redisPort] The port of the Redis that the object-cache drop-in uses.
 * @return {string} PHP.
 */
function wpConfig( { url, dbPort, debugLog, network = false, redisPort = 0 } ) {
	const salt = () => randomBytes( 48 ).toString( 'base64' );
	const keys = [
		'AUTH_KEY',
		'SECURE_AUTH_KEY',
		'LOGGED_IN_KEY',
		'NONCE_KEY',
		'AUTH_SALT',
		'SECURE_AUTH_SALT',
		'LOGGED_IN_SALT',
		'NONCE_SALT',
	]
		.map( ( key ) => `define( '${ key }', '${ salt() }' );` )
		.join( '\n' );
	return `<?php
// Written by tools/lib/native-wp.mjs for one test run; removed with it.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wordpress' );
define( 'DB_PASSWORD', 'password' );
define( 'DB_HOST', '127.0.0.1:${ dbPort }' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${ keys }
$table_prefix = 'wp_';
${
	network
		? multisiteConstants( url )
		: `define( 'WP_HOME', '${ url }' );\ndefine( 'WP_SITEURL', '${ url }' );`
}
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '${ debugLog }' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
// Offline: no request to an outside host (loopback, where tests run their fakes, stays open).
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
// Names under .test (reserved, never on the internet) may reach the transport when a test's
// name table pins them to its own loopback server (tests/mu-plugins/blockpack-test-redirect.php).
define( 'WP_ACCESSIBLE_HOSTS', '*.test' );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );${
		redisPort
			? `\n// The test object-cache drop-in (tests/object-cache/object-cache.php) talks to this Redis.\ndefine( 'BLOCKPACK_TEST_REDIS_PORT', ${ redisPort } );`
			: ''
	}
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

function fpmConfig( { fpmSocket, files, workers, tmp, node } ) {
	return `[global]
pid = ${ files.fpmPid }
error_log = ${ files.fpmLog }
daemonize = no

[blockpack]
${ isRoot() ? 'user = root\ngroup = root\n' : '' }listen = ${ fpmSocket }
pm = static
pm.max_children = ${ workers }
catch_workers_output = yes
clear_env = no
php_flag[log_errors] = on
php_value[error_log] = ${ files.phpLog }
php_admin_value[opcache.revalidate_freq] = 0
php_value[memory_limit] = 256M
php_value[upload_max_filesize] = 64M
php_value[post_max_size] = 64M
php_value[max_execution_time] = 60
; This node's own temporary folder: uploads in flight, WordPress's get_temp_dir(), sessions.
env[TMPDIR] = ${ tmp }
; Which web server answered (tests/mu-plugins/blockpack-test-object-cache.php tells).
env[BLOCKPACK_NODE] = ${ node }
php_admin_value[sys_temp_dir] = ${ tmp }
php_admin_value[upload_tmp_dir] = ${ tmp }
php_admin_value[session.save_path] = ${ tmp }
`;
}

/*
 * Debian's fastcgi_params, but for HTTP_HOST: Debian sets it to `$host`, which drops the port,
 * and WordPress then redirects every page to itself. nginx passes the Host header as it came.
 */
const FASTCGI_PARAMS = [
	'QUERY_STRING $query_string',
	'REQUEST_METHOD $request_method',
	'CONTENT_TYPE $content_type',
	'CONTENT_LENGTH $content_length',
	'SCRIPT_NAME $fastcgi_script_name',
	'SCRIPT_FILENAME $document_root$fastcgi_script_name',
	'REQUEST_URI $request_uri',
	'DOCUMENT_URI $document_uri',
	'DOCUMENT_ROOT $document_root',
	'SERVER_PROTOCOL $server_protocol',
	'REQUEST_SCHEME $scheme',
	'HTTPS $https if_not_empty',
	'GATEWAY_INTERFACE CGI/1.1',
	'SERVER_SOFTWARE nginx/$nginx_version',
	'REMOTE_ADDR $remote_addr',
	'REMOTE_PORT $remote_port',
	'SERVER_ADDR $server_addr',
	'SERVER_PORT $server_port',
	'SERVER_NAME $server_name',
	'REDIRECT_STATUS 200',
]
	.map( ( param ) => `\t\t\tfastcgi_param ${ param };` )
	.join( '\n' );

/*
 * A subdirectory network's rewrites (WordPress's nginx guide): `/site2/wp-admin/…` and
 * `/site2/….php` are WordPress's own files, served for the site the address names.
 */
const MULTISITE_REWRITES = `
		if (!-e $request_filename) {
			rewrite /wp-admin$ $scheme://$http_host$uri/ permanent;
			rewrite ^(/[^/]+)?(/wp-.*) $2 last;
			rewrite ^(/[^/]+)?(/.*\\.php) $2 last;
		}`;

function nginxConfig( {
	port,
	site,
	fpmSocket,
	dir,
	files,
	multisite,
	siteHost = '',
} ) {
	const temp = ( name ) => path.join( dir, 'nginx-temp', name );
	return `${ isRoot() ? 'user root;\n' : '' }worker_processes 2;
pid ${ files.nginxPid };
error_log ${ files.nginxLog } warn;
daemon off;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log off;
	sendfile on;
	keepalive_timeout 65;
	client_max_body_size 64m;
	client_body_temp_path ${ temp( 'body' ) };
	fastcgi_temp_path ${ temp( 'fastcgi' ) };
	proxy_temp_path ${ temp( 'proxy' ) };
	uwsgi_temp_path ${ temp( 'uwsgi' ) };
	scgi_temp_path ${ temp( 'scgi' ) };
	gzip on;
	gzip_types text/css application/javascript application/json image/svg+xml;
	server {
		listen 127.0.0.1:${ port };
		server_name 127.0.0.1 localhost;
		root ${ site };
		index index.php index.html;${ multisite ? MULTISITE_REWRITES : '' }
		location / {
			try_files $uri $uri/ /index.php?$args;
		}
		# Video uploads in progress are never served (the README's Video section has this rule).
		location ^~ /wp-content/uploads/blockpack-video-uploads/ {
			deny all;
		}
		# Private videos' files are never served: PHP answers their guarded address.
		location ^~ /wp-content/uploads/blockpack-private-videos/ {
			deny all;
		}
		location ~ \\.php$ {
			try_files $uri =404;
${ FASTCGI_PARAMS }
			fastcgi_param HTTP_PROXY "";${
				siteHost
					? `\n\t\t\t# Behind the load balancer every node answers for the site's one address.\n\t\t\tfastcgi_param HTTP_HOST ${ siteHost };`
					: ''
			}
			fastcgi_read_timeout 120s;
			fastcgi_pass unix:${ fpmSocket };
		}
	}
}
`;
}

/**
 * Starts WordPress on nginx, php-fpm and MariaDB, installs it fresh with Blockpack active, and
 * resolves once it answers.
 *
 * With `nodes: 2` it runs the site as sites that outgrow one machine run: two web servers (each
 * its own nginx and php-fpm, with its own temporary folders, as two machines would have) serving
 * one site folder (shared uploads) from one MariaDB. Every node answers for the first node's
 * address (its nginx passes that Host to PHP, as a load balancer does), so a page, a cookie or a
 * nonce from one node is good on the other. With `objectCache: 'redis'` a `redis-server` of its
 * own backs WordPress's object cache through the test drop-in tests/object-cache/object-cache.php
 * (production sites use their host's or a maintained drop-in).
 *
 * @param {Object}  options
 * @param {number}  [options.port]        The HTTP port of the first node (9400 by default).
 * @param {boolean} [options.testMode]    Also install the test mu-plugins and fake plugins.
 * @param {number}  [options.workers]     PHP workers (php-fpm children) per node, 6 by default.
 * @param {boolean} [options.quiet]       Print nothing but errors.
 * @param {boolean} [options.multisite]   A subdirectory multisite network instead of one site:
 *                                        Blockpack network-active, a second site at `/site2/`
 *                                        whose administrator (not a super admin) is `siteadmin`
 *                                        (password `password`), the Plugins menu enabled for
 *                                        site administrators.
 * @param {number}  [options.nodes]       Web servers (nginx + php-fpm pairs), 1 by default.
 * @param {string}  [options.objectCache] `'redis'` for a persistent object cache.
 * @return {Promise<{url: string, urls: string[], port: number, stack: Object, stop: () => Promise<void>, phpErrors: () => string[], changedFiles: () => string[]}>} The running site.
 */
export async function startNativeWordPress( {
	port = 9400,
	testMode = false,
	workers = Number( process.env.WP_WORKERS || 6 ),
	quiet = false,
	multisite = false,
	nodes: nodeCount = 1,
	objectCache = '',
} = {} ) {
	const started = Date.now();
	ensureNativeStack();
	await cleanUpAbandonedStacks();
	const dir = path.join( NATIVE_CACHE, String( port ) );
	if ( existsSync( path.join( dir, 'stack.json' ) ) ) {
		const other = JSON.parse(
			readFileSync( path.join( dir, 'stack.json' ), 'utf8' )
		);
		if ( isAlive( other.owner ) ) {
			throw new Error(
				`Another harness (pid ${ other.owner }) runs WordPress on port ${ port }.`
			);
		}
	}
	if ( objectCache && objectCache !== 'redis' ) {
		throw new Error( `Unknown object cache "${ objectCache }".` );
	}
	rmSync( dir, { recursive: true, force: true } );
	mkdirSync( dir, { recursive: true } );
	const core = prepareCore();
	const template = prepareDatabaseTemplate();

	const url = `http://127.0.0.1:${ port }`;
	const site = path.join( dir, 'wordpress' );
	const datadir = path.join( dir, 'mariadb' );
	const dbPort = await freePort( 33060 + ( port % 1000 ), 500 );
	const redisPort = objectCache
		? await freePort( 36300 + ( port % 1000 ), 500 )
		: 0;
	// Sockets have a short path limit: keep them in the temporary folder.
	const sockets = path.join( os.tmpdir(), `blockpack-${ port }` );
	rmSync( sockets, { recursive: true, force: true } );
	mkdirSync( sockets, { recursive: true } );
	const files = {
		dbPid: path.join( dir, 'mariadb.pid' ),
		dbLog: path.join( dir, 'mariadb.log' ),
		debugLog: path.join( dir, 'debug.log' ),
		...( objectCache
			? {
					redisPid: path.join( dir, 'redis.pid' ),
					redisLog: path.join( dir, 'redis.log' ),
				}
			: {} ),
	};
	const nodes = [];
	for ( let i = 0; i < Math.max( 1, nodeCount ); i++ ) {
		const nodePort = i === 0 ? port : await freePort( port + 10 * i, 200 );
		// The first node keeps the folder layout of a one-node stack.
		const nodeDir = i === 0 ? dir : path.join( dir, `node-${ i + 1 }` );
		nodes.push( {
			port: nodePort,
			url: `http://127.0.0.1:${ nodePort }`,
			dir: nodeDir,
			tmp: path.join( nodeDir, 'tmp' ),
			fpmSocket: path.join( sockets, `php-fpm-${ i + 1 }.sock` ),
			files: {
				fpmPid: path.join( nodeDir, 'php-fpm.pid' ),
				fpmLog: path.join( nodeDir, 'php-fpm.log' ),
				phpLog: path.join( nodeDir, 'php-errors.log' ),
				nginxPid: path.join( nodeDir, 'nginx.pid' ),
				nginxLog: path.join( nodeDir, 'nginx-error.log' ),
			},
		} );
		mkdirSync( path.join( nodeDir, 'nginx-temp' ), { recursive: true } );
		mkdirSync( path.join( nodeDir, 'tmp' ), { recursive: true } );
	}
	// A one-node stack's files, as tests and tools read them (the first node's).
	Object.assign( files, nodes[ 0 ].files );
	const initFile = path.join( dir, 'init.sql' );
	writeFileSync(
		initFile,
		[
			'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;',
			"CREATE USER IF NOT EXISTS 'wordpress'@'127.0.0.1' IDENTIFIED BY 'password';",
			"CREATE USER IF NOT EXISTS 'wordpress'@'localhost' IDENTIFIED BY 'password';",
			"GRANT ALL ON wordpress.* TO 'wordpress'@'127.0.0.1';",
			"GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';",
			'',
		].join( '\n' )
	);
	const stack = {
		owner: process.pid,
		port,
		url,
		site,
		dbPort,
		redisPort,
		files,
		nodes,
		dbArgs: [
			'--no-defaults',
			`--datadir=${ datadir }`,
			...( isRoot() ? [ '--user=root' ] : [] ),
			`--port=${ dbPort }`,
			'--bind-address=127.0.0.1',
			`--socket=${ path.join( sockets, 'mariadb.sock' ) }`,
			`--pid-file=${ files.dbPid }`,
			`--log-error=${ files.dbLog }`,
			`--init-file=${ initFile }`,
			'--skip-log-bin',
			'--max-connections=300',
			'--innodb-buffer-pool-size=256M',
			'--character-set-server=utf8mb4',
			'--collation-server=utf8mb4_unicode_ci',
		],
	};
	// Written first, so that a run killed from here on is cleaned up by the next.
	writeFileSync(
		path.join( dir, 'stack.json' ),
		JSON.stringify( stack, null, '\t' )
	);
	let stopped = false;
	const stop = async () => {
		if ( stopped ) {
			return;
		}
		stopped = true;
		await Promise.all(
			stackPids( stack ).map( ( pid ) => stopProcess( pid ) )
		);
		rmSync( sockets, { recursive: true, force: true } );
		rmSync( path.join( dir, 'stack.json' ), { force: true } );
	};
	const killNow = () => stackPids( stack ).forEach( killGroup );
	process.once( 'exit', killNow );
	// A harness stopped by a signal runs no 'exit' handler unless it handles the signal: stop
	// the stack, then die of the same signal. Harnesses with their own handlers call stop().
	for ( const signal of [ 'SIGINT', 'SIGTERM', 'SIGHUP' ] ) {
		if ( process.listenerCount( signal ) === 0 ) {
			process.once( signal, () => {
				killNow();
				process.kill( process.pid, signal );
			} );
		}
	}

	try {
		cpSync( template, datadir, { recursive: true } );
		await startDatabase( stack );

		// The site: hard links to the pristine tree (no copying of 70 MB), with its own config.
		execFileSync( 'cp', [ '-al', core, site ] );
		linkContent( site, testMode );
		const config = ( network ) =>
			writeFileSync(
				path.join( site, 'wp-config.php' ),
				wpConfig( {
					url,
					dbPort,
					debugLog: files.debugLog,
					network,
					redisPort,
				} )
			);
		config( false );
		const runInstall = ( step ) => {
			const install = spawnSync(
				'/usr/bin/php8.2',
				[
					path.join( ROOT, 'tools/lib/native-install.php' ),
					site,
					testMode ? 'test' : 'plain',
					...( step ? [ step ] : [] ),
				],
				{ encoding: 'utf8' }
			);
			if ( install.status !== 0 ) {
				throw new Error(
					`Installing WordPress failed:\n${ install.stdout }\n${ install.stderr }`
				);
			}
		};
		// Installed before the object cache exists: the cache starts empty, the database full.
		runInstall( multisite ? `network=${ url }` : '' );
		if ( multisite ) {
			// The network's tables exist now: WordPress loads as a network from here on.
			config( true );
			runInstall( `sites=${ url }` );
		}
		if ( objectCache ) {
			await startRedis( stack, dir );
			symlinkSync(
				path.join( ROOT, 'tests/object-cache/object-cache.php' ),
				path.join( site, 'wp-content/object-cache.php' )
			);
		}

		await Promise.all(
			nodes.map( ( node, i ) =>
				startNode( {
					node,
					index: i + 1,
					site,
					workers,
					multisite,
					siteHost: i === 0 ? '' : new URL( url ).host,
				} )
			)
		);
		recordSiteFiles( stack );
	} catch ( error ) {
		await stop();
		throw error;
	}
	if ( ! quiet ) {
		process.stderr.write(
			`WordPress (${
				nodes.length > 1 ? `${ nodes.length } nodes of ` : ''
			}nginx, php-fpm 8.2 × ${ workers }, MariaDB on ${ dbPort }${
				redisPort ? `, Redis object cache on ${ redisPort }` : ''
			}) is ready at ${ nodes
				.map( ( node ) => node.url )
				.join( ', ' ) } in ${ (
				( Date.now() - started ) /
				1000
			).toFixed( 1 ) } s\n`
		);
	}
	return {
		url,
		urls: nodes.map( ( node ) => node.url ),
		port,
		stack,
		stop,
		phpErrors: () => blockpackPhpErrors( stack ),
		changedFiles: () => changedFiles( stack ),
	};
}

/**
 * Starts the stack's Redis (no persistence: the object cache is a cache) and waits for it.
 *
 * @param {Object} stack The stack's description.
 * @param {string} dir   The stack's folder.
 */
async function startRedis( stack, dir ) {
	const child = startProcess(
		'/usr/bin/redis-server',
		[
			'--port',
			String( stack.redisPort ),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--daemonize',
			'no',
			'--dir',
			dir,
			'--pidfile',
			stack.files.redisPid,
			'--maxmemory',
			'256mb',
			'--maxmemory-policy',
			'allkeys-lru',
		],
		stack.files.redisLog
	);
	// redis-server writes its pid file only when daemonized: write it for stackPids().
	writeFileSync( stack.files.redisPid, String( child.pid ) );
	let exited = null;
	child.once( 'exit', ( code ) => ( exited = code ) );
	await waitForPort( stack.redisPort, 30000, () =>
		exited === null
			? ''
			: `redis-server exited with ${ exited }:\n${ tail(
					stack.files.redisLog
				) }`
	);
}

/**
 * Starts one web server of the site (php-fpm and nginx) and waits until WordPress answers on it.
 *
 * @param {Object}  options
 * @param {Object}  options.node      The node's description (stack.nodes[i]).
 * @param {number}  options.index     Its number, from 1.
 * @param {string}  options.site      The site folder.
 * @param {number}  options.workers   php-fpm children.
 * @param {boolean} options.multisite A subdirectory network's rewrites.
 * @param {string}  options.siteHost  The Host every node passes to PHP ('' to pass the request's).
 */
async function startNode( {
	node,
	index,
	site,
	workers,
	multisite,
	siteHost,
} ) {
	const { files, fpmSocket, tmp } = node;
	const fpmConf = path.join( node.dir, 'php-fpm.conf' );
	writeFileSync(
		fpmConf,
		fpmConfig( { fpmSocket, files, workers, tmp, node: index } )
	);
	const fpm = startProcess(
		'/usr/sbin/php-fpm8.2',
		[
			'--nodaemonize',
			'--fpm-config',
			fpmConf,
			...( isRoot() ? [ '--allow-to-run-as-root' ] : [] ),
		],
		files.fpmLog
	);
	let fpmExit = null;
	fpm.once( 'exit', ( code ) => ( fpmExit = code ) );

	const nginxConf = path.join( node.dir, 'nginx.conf' );
	writeFileSync(
		nginxConf,
		nginxConfig( {
			port: node.port,
			site,
			fpmSocket,
			dir: node.dir,
			files,
			multisite,
			siteHost,
		} )
	);
	const nginx = startProcess(
		'/usr/sbin/nginx',
		[ '-e', files.nginxLog, '-p', node.dir, '-c', nginxConf ],
		files.nginxLog
	);
	let nginxExit = null;
	nginx.once( 'exit', ( code ) => ( nginxExit = code ) );
	await waitForPort( node.port, 30000, () => {
		if ( fpmExit !== null ) {
			return `php-fpm exited with ${ fpmExit }:\n${ tail( files.fpmLog ) }`;
		}
		if ( nginxExit !== null ) {
			return `nginx exited with ${ nginxExit }:\n${ tail( files.nginxLog ) }`;
		}
		return '';
	} );
	// php-fpm takes its socket a moment after nginx listens: wait for WordPress itself.
	const until = Date.now() + 30000;
	while ( true ) {
		const res = await fetch( `${ node.url }/wp-login.php` ).catch(
			() => null
		);
		if ( res?.ok ) {
			break;
		}
		if ( Date.now() > until ) {
			throw new Error(
				`WordPress did not answer on ${ node.url } (${
					res?.status
				}):\n${ tail( files.nginxLog ) }\n${ tail( files.fpmLog ) }`
			);
		}
		await sleep( 100 );
	}
}

/**
 * The files under a folder (symbolic links not followed: the plugin, the mu-plugins and the
 * drop-in are links into the checkout), each with its size and modification time.
 *
 * @param {string} root The folder.
 * @return {Object<string, string>} Relative path → "size mtime".
 */
function listFiles( root ) {
	const out = {};
	const walk = ( dir ) => {
		for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				walk( full );
			} else if ( ! entry.isSymbolicLink() ) {
				const stat = lstatSync( full );
				out[ path.relative( root, full ) ] = `${ stat.size } ${
					stat.mtimeMs
				}`;
			}
		}
	};
	if ( existsSync( root ) ) {
		walk( root );
	}
	return out;
}

/**
 * Records what the site folder holds once set up: after the run, anything else written there
 * (outside the uploads folder) is a node writing to its own disk (changedFiles()).
 *
 * @param {Object} stack The stack's description.
 */
export function recordSiteFiles( stack ) {
	writeFileSync(
		path.join( path.dirname( stack.site ), 'site-files.json' ),
		JSON.stringify( listFiles( stack.site ) )
	);
}

/**
 * What the site wrote to a web server's own disk since it was set up: files added or changed
 * under the site folder outside `wp-content/uploads/` (shared between servers on real sites),
 * and files left in each node's temporary folder. On several servers a file written there
 * exists on one server only.
 *
 * @param {Object} stack The stack's description.
 * @return {string[]} Paths, relative to the stack's folder.
 */
export function changedFiles( stack ) {
	const dir = path.dirname( stack.site );
	const before = JSON.parse(
		readFileSync( path.join( dir, 'site-files.json' ), 'utf8' )
	);
	const now = listFiles( stack.site );
	const site = Object.keys( now )
		.filter( ( file ) => ! file.startsWith( 'wp-content/uploads/' ) )
		.filter( ( file ) => before[ file ] !== now[ file ] )
		.map( ( file ) => path.relative( dir, path.join( stack.site, file ) ) );
	const temp = ( stack.nodes || [] ).flatMap( ( node ) =>
		Object.keys( listFiles( node.tmp ) ).map( ( file ) =>
			path.relative( dir, path.join( node.tmp, file ) )
		)
	);
	return [ ...site, ...temp ];
}

const escape = ( text ) => text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

/**
 * PHP errors, warnings, notices and deprecations raised from Blockpack's files (the plugin and
 * its test code) during the run, from the site's debug log and PHP's own log.
 *
 * @param {Object} stack The stack's description.
 * @return {string[]} One line each, with file and line.
 */
export function blockpackPhpErrors( stack ) {
	const lines = [
		stack.files.debugLog,
		...( stack.nodes || [ { files: stack.files } ] ).map(
			( node ) => node.files.phpLog
		),
	].flatMap( ( file ) =>
		existsSync( file ) ? readFileSync( file, 'utf8' ).split( '\n' ) : []
	);
	// Our files run from the checkout (the site links to it); the site's WordPress is a copy
	// under .cache, which is not ours.
	const ours = new RegExp(
		`(${ escape( ROOT + path.sep ) }(?!\\.cache/|node_modules/)|/plugins/blockpack/)`
	);
	return [
		...new Set(
			lines.filter(
				( line ) =>
					/PHP (Fatal error|Parse error|Warning|Notice|Deprecated|Recoverable fatal error|Strict Standards)|Uncaught/i.test(
						line
					) && ours.test( line )
			)
		),
	];
}
