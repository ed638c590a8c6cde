<?php
/**
 * Test-only: a persistent object cache over Redis (phpredis), as the several-servers test bed's
 * `wp-content/object-cache.php` (tools/lib/native-wp.mjs links it in with `objectCache: 'redis'`).
 *
 * Production sites use their host's drop-in or a maintained one (Redis Object Cache, Object
 * Cache Pro, Memcached's): this one is small on purpose, like the tests' fake services, and
 * only as faithful as the tests need. What it keeps of a real drop-in:
 *  - every server sees every write at once (one Redis), so a value cached by one node and
 *    changed by another is never served stale unless the code bypassed the cache API;
 *  - `wp_cache_add()` is atomic (SET NX) and `wp_cache_incr()` / `wp_cache_decr()` are atomic;
 *  - expirations are Redis's own;
 *  - a per-request copy of what was read or written (so a value is fetched once a request),
 *    global groups shared by a network's sites, non-persistent groups kept in the request only;
 *  - `wp_cache_flush_group()` (WordPress 6.1) and the `*_multiple()` functions.
 *
 * Needs `BLOCKPACK_TEST_REDIS_PORT` (wp-config.php). Redis not answering is an error, loudly:
 * a test bed that silently fell back to no cache would prove nothing.
 *
 * @package Blockpack
 */

defined( 'ABSPATH' ) || exit;

/**
 * The cache: Redis behind a per-request copy.
 */
class Blockpack_Test_Redis_Cache {

	/**
	 * The connection.
	 *
	 * @var Redis
	 */
	private $redis;

	/**
	 * This request's copy: group → key → value.
	 *
	 * @var array
	 */
	private $local = array();

	/**
	 * Groups shared by all sites of a network.
	 *
	 * @var array
	 */
	private $global_groups = array();

	/**
	 * Groups kept in the request only.
	 *
	 * @var array
	 */
	private $non_persistent_groups = array();

	/**
	 * The current site's key prefix.
	 *
	 * @var string
	 */
	private $blog_prefix = '';

	/**
	 * Reads and writes that reached Redis, for tests (`wp_cache_get( 'stats', 'blockpack-test' )`
	 * is not a thing: read $wp_object_cache->stats).
	 *
	 * @var array
	 */
	public $stats = array(
		'get' => 0,
		'set' => 0,
	);

	/**
	 * Connects.
	 */
	public function __construct() {
		if ( ! class_exists( 'Redis' ) || ! defined( 'BLOCKPACK_TEST_REDIS_PORT' ) ) {
			throw new RuntimeException( 'The test object cache needs phpredis and BLOCKPACK_TEST_REDIS_PORT.' );
		}
		$this->redis = new Redis();
		$this->redis->connect( '127.0.0.1', (int) BLOCKPACK_TEST_REDIS_PORT, 2.0 );
		$this->blog_prefix = is_multisite() ? get_current_blog_id() . ':' : '';
	}

	/**
	 * The Redis key of a cache key.
	 *
	 * @param string|int $key   Key.
	 * @param string     $group Group.
	 * @return string
	 */
	private function redis_key( $key, $group ) {
		$prefix = isset( $this->global_groups[ $group ] ) ? '' : $this->blog_prefix;
		return 'wp:' . $prefix . $group . ':' . $key;
	}

	/**
	 * A group's name, `default` when empty.
	 *
	 * @param string $group Group.
	 * @return string
	 */
	private function group( $group ) {
		return '' === (string) $group ? 'default' : (string) $group;
	}

	/**
	 * Whether a group stays in the request.
	 *
	 * @param string $group Group.
	 * @return bool
	 */
	private function is_local( $group ) {
		return isset( $this->non_persistent_groups[ $group ] );
	}

	/**
	 * A value as stored: integers as digits (so that INCRBY works on them), the rest serialized.
	 *
	 * @param mixed $value Value.
	 * @return string
	 */
	private function encode( $value ) {
		return is_int( $value ) ? (string) $value : serialize( $value );
	}

	/**
	 * A stored value.
	 *
	 * @param string $raw As stored.
	 * @return mixed
	 */
	private function decode( $raw ) {
		if ( preg_match( '/^-?\d+$/', $raw ) ) {
			return (int) $raw;
		}
		return unserialize( $raw );
	}

	/**
	 * A copy of a value, so that changing an object read from the cache changes not the cache.
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	private function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	/**
	 * Seconds to keep a value, or 0 for no expiry.
	 *
	 * @param int $expire Seconds.
	 * @return int
	 */
	private function ttl( $expire ) {
		return max( 0, (int) $expire );
	}

	/**
	 * What this request's copy answers for a key: array( found, value ), or null when Redis must
	 * be asked (a key of a non-persistent group is answered here, found or not).
	 *
	 * @param string|int $key   Key.
	 * @param string     $group Group (already resolved by group()).
	 * @param bool       $force Skip this request's copy (not for non-persistent groups).
	 * @return array|null
	 */
	private function from_local( $key, $group, $force ) {
		if ( ( ! $force || $this->is_local( $group ) ) && isset( $this->local[ $group ] ) && array_key_exists( $key, $this->local[ $group ] ) ) {
			return array( true, $this->copy( $this->local[ $group ][ $key ] ) );
		}
		return $this->is_local( $group ) ? array( false, false ) : null;
	}

	/**
	 * Keeps a value Redis answered in this request's copy and returns a copy of it.
	 *
	 * @param string|int $key   Key.
	 * @param string     $group Group.
	 * @param string     $raw   What Redis answered.
	 * @return mixed
	 */
	private function keep( $key, $group, $raw ) {
		$value                         = $this->decode( $raw );
		$this->local[ $group ][ $key ] = $value;
		return $this->copy( $value );
	}

	/**
	 * Reads a value.
	 *
	 * @param string|int $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Skip this request's copy.
	 * @param bool|null  $found Whether it was there.
	 * @return mixed|false
	 */
	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$group = $this->group( $group );
		$local = $this->from_local( $key, $group, $force );
		if ( null !== $local ) {
			$found = $local[0];
			return $local[1];
		}
		++$this->stats['get'];
		$raw   = $this->redis->get( $this->redis_key( $key, $group ) );
		$found = false !== $raw;
		return $found ? $this->keep( $key, $group, $raw ) : false;
	}

	/**
	 * Reads several values.
	 *
	 * @param array  $keys  Keys.
	 * @param string $group Group.
	 * @param bool   $force Skip this request's copy.
	 * @return array Key → value (false when missing).
	 */
	public function get_multiple( $keys, $group = 'default', $force = false ) {
		$group = $this->group( $group );
		$out   = array();
		$ask   = array();
		foreach ( $keys as $key ) {
			$local       = $this->from_local( $key, $group, $force );
			$out[ $key ] = null === $local ? false : $local[1];
			if ( null === $local ) {
				$ask[] = $key;
			}
		}
		if ( $ask ) {
			++$this->stats['get'];
			$raws = $this->redis->mGet(
				array_map(
					function ( $key ) use ( $group ) {
						return $this->redis_key( $key, $group );
					},
					$ask
				)
			);
			foreach ( $ask as $i => $key ) {
				if ( isset( $raws[ $i ] ) && false !== $raws[ $i ] ) {
					$out[ $key ] = $this->keep( $key, $group, $raws[ $i ] );
				}
			}
		}
		return $out;
	}

	/**
	 * Writes a value.
	 *
	 * @param string|int $key    Key.
	 * @param mixed      $value  Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds, 0 for no expiry.
	 * @param string     $mode   '' always, 'NX' only when missing, 'XX' only when present.
	 * @return bool
	 */
	public function set( $key, $value, $group = 'default', $expire = 0, $mode = '' ) {
		$group = $this->group( $group );
		$value = $this->copy( $value );
		if ( $this->is_local( $group ) ) {
			$there = isset( $this->local[ $group ] ) && array_key_exists( $key, $this->local[ $group ] );
			if ( ( 'NX' === $mode && $there ) || ( 'XX' === $mode && ! $there ) ) {
				return false;
			}
			$this->local[ $group ][ $key ] = $value;
			return true;
		}
		$options = array();
		if ( '' !== $mode ) {
			$options[] = $mode;
		}
		if ( $this->ttl( $expire ) ) {
			$options['ex'] = $this->ttl( $expire );
		}
		++$this->stats['set'];
		$done = $this->redis->set( $this->redis_key( $key, $group ), $this->encode( $value ), $options );
		if ( $done ) {
			$this->local[ $group ][ $key ] = $value;
		} else {
			unset( $this->local[ $group ][ $key ] );
		}
		return (bool) $done;
	}

	/**
	 * Deletes a value.
	 *
	 * @param string|int $key   Key.
	 * @param string     $group Group.
	 * @return bool Whether it was there.
	 */
	public function delete( $key, $group = 'default' ) {
		$group = $this->group( $group );
		$there = isset( $this->local[ $group ] ) && array_key_exists( $key, $this->local[ $group ] );
		unset( $this->local[ $group ][ $key ] );
		if ( $this->is_local( $group ) ) {
			return $there;
		}
		return $this->redis->del( $this->redis_key( $key, $group ) ) > 0;
	}

	/**
	 * Adds to a number, atomically; false when the key is missing.
	 *
	 * @param string|int $key    Key.
	 * @param int        $offset By how much.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		$group = $this->group( $group );
		if ( $this->is_local( $group ) ) {
			if ( ! isset( $this->local[ $group ] ) || ! array_key_exists( $key, $this->local[ $group ] ) ) {
				return false;
			}
			$value                           = max( 0, (int) $this->local[ $group ][ $key ] + (int) $offset );
			$this->local[ $group ][ $key ] = $value;
			return $value;
		}
		// As WordPress's own cache: a value that is not a number counts as 0, and never below 0.
		$script = "local v = redis.call('get', KEYS[1]) if not v then return false end "
			. "if not string.match(v, '^%-?%d+$') then v = 0 end "
			. "local n = tonumber(v) + tonumber(ARGV[1]) if n < 0 then n = 0 end "
			. "local ttl = redis.call('pttl', KEYS[1]) "
			. "if ttl > 0 then redis.call('set', KEYS[1], n, 'PX', ttl) else redis.call('set', KEYS[1], n) end return n";
		$value  = $this->redis->eval( $script, array( $this->redis_key( $key, $group ), (int) $offset ), 1 );
		if ( false === $value || null === $value ) {
			unset( $this->local[ $group ][ $key ] );
			return false;
		}
		$this->local[ $group ][ $key ] = (int) $value;
		return (int) $value;
	}

	/**
	 * Empties the whole cache (this test bed's Redis serves one site only).
	 *
	 * @return bool
	 */
	public function flush() {
		$this->local = array();
		return (bool) $this->redis->flushDb();
	}

	/**
	 * Empties one group, on every site of a network.
	 *
	 * @param string $group Group.
	 * @return bool
	 */
	public function flush_group( $group ) {
		$group = $this->group( $group );
		unset( $this->local[ $group ] );
		if ( $this->is_local( $group ) ) {
			return true;
		}
		$patterns = array( 'wp:' . $group . ':*', 'wp:*:' . $group . ':*' );
		foreach ( $patterns as $pattern ) {
			$cursor = null;
			do {
				$keys = $this->redis->scan( $cursor, $pattern, 1000 );
				if ( $keys ) {
					$this->redis->del( $keys );
				}
			} while ( $cursor );
		}
		return true;
	}

	/**
	 * Forgets this request's copy.
	 *
	 * @return bool
	 */
	public function flush_runtime() {
		$this->local = array();
		return true;
	}

	/**
	 * Groups shared by a network's sites.
	 *
	 * @param string|array $groups Groups.
	 */
	public function add_global_groups( $groups ) {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ $group ] = true;
		}
	}

	/**
	 * Groups kept in the request only.
	 *
	 * @param string|array $groups Groups.
	 */
	public function add_non_persistent_groups( $groups ) {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ $group ] = true;
		}
	}

	/**
	 * Moves to another site of the network.
	 *
	 * @param int $blog_id The site.
	 */
	public function switch_to_blog( $blog_id ) {
		$this->blog_prefix = is_multisite() ? (int) $blog_id . ':' : '';
	}

	/**
	 * Closes the connection.
	 *
	 * @return bool
	 */
	public function close() {
		$this->redis->close();
		return true;
	}
}

/**
 * Sets up the cache.
 */
function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new Blockpack_Test_Redis_Cache();
}

/**
 * What this cache supports.
 *
 * @param string $feature Feature.
 * @return bool
 */
function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

/**
 * Adds a value when its key is missing.
 *
 * @param string|int $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 * @return bool
 */
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, $expire, 'NX' );
}

/**
 * Adds several values.
 *
 * @param array  $data   Key → value.
 * @param string $group  Group.
 * @param int    $expire Seconds.
 * @return bool[]
 */
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	$out = array();
	foreach ( $data as $key => $value ) {
		$out[ $key ] = wp_cache_add( $key, $value, $group, $expire );
	}
	return $out;
}

/**
 * Replaces a value when its key is there.
 *
 * @param string|int $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 * @return bool
 */
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, $expire, 'XX' );
}

/**
 * Writes a value.
 *
 * @param string|int $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 * @return bool
 */
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, $expire );
}

/**
 * Writes several values.
 *
 * @param array  $data   Key → value.
 * @param string $group  Group.
 * @param int    $expire Seconds.
 * @return bool[]
 */
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	$out = array();
	foreach ( $data as $key => $value ) {
		$out[ $key ] = wp_cache_set( $key, $value, $group, $expire );
	}
	return $out;
}

/**
 * Reads a value.
 *
 * @param string|int $key   Key.
 * @param string     $group Group.
 * @param bool       $force Skip this request's copy.
 * @param bool|null  $found Whether it was there.
 * @return mixed|false
 */
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
}

/**
 * Reads several values.
 *
 * @param array  $keys  Keys.
 * @param string $group Group.
 * @param bool   $force Skip this request's copy.
 * @return array
 */
function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
}

/**
 * Deletes a value.
 *
 * @param string|int $key   Key.
 * @param string     $group Group.
 * @return bool
 */
function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, $group );
}

/**
 * Deletes several values.
 *
 * @param array  $keys  Keys.
 * @param string $group Group.
 * @return bool[]
 */
function wp_cache_delete_multiple( array $keys, $group = '' ) {
	$out = array();
	foreach ( $keys as $key ) {
		$out[ $key ] = wp_cache_delete( $key, $group );
	}
	return $out;
}

/**
 * Adds to a number.
 *
 * @param string|int $key    Key.
 * @param int        $offset By how much.
 * @param string     $group  Group.
 * @return int|false
 */
function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, $offset, $group );
}

/**
 * Takes from a number.
 *
 * @param string|int $key    Key.
 * @param int        $offset By how much.
 * @param string     $group  Group.
 * @return int|false
 */
function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, -$offset, $group );
}

/**
 * Empties the cache.
 *
 * @return bool
 */
function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}

/**
 * Forgets this request's copy.
 *
 * @return bool
 */
function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}

/**
 * Empties a group.
 *
 * @param string $group Group.
 * @return bool
 */
function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( $group );
}

/**
 * Closes the connection.
 *
 * @return bool
 */
function wp_cache_close() {
	return $GLOBALS['wp_object_cache']->close();
}

/**
 * Groups shared by a network's sites.
 *
 * @param string|array $groups Groups.
 */
function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( $groups );
}

/**
 * Groups kept in the request only.
 *
 * @param string|array $groups Groups.
 */
function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
}

/**
 * Moves to another site of the network.
 *
 * @param int $blog_id The site.
 */
function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( $blog_id );
}

/**
 * Deprecated in WordPress 3.5; kept for callers that still use it.
 */
function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
}
