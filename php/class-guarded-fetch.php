<?php
/**
 * The one way Blockpack fetches an address a user gave (a short link to resolve, a calendar to
 * check): it refuses hosts that are not on the public internet, resolves the name once and
 * connects to that address, follows at most a few redirects (each one checked again), reads a
 * bounded response, and keeps answers for an hour.
 *
 * Refused: loopback, private (RFC 1918), link-local (169.254/16, fe80::/10), shared (100.64/10),
 * benchmark (198.18/15), documentation and other reserved ranges, unique-local (fc00::/7),
 * multicast, unspecified and broadcast addresses, IPv6 forms that carry an IPv4 address
 * (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo), and hosts written as numbers in any
 * other form than four decimal parts (2130706433, 0177.0.0.1, 0x7f.1, 127.1).
 *
 * Pinning: the name is taken as the transport will ask for it (WordPress's HTTP library turns a
 * name outside ASCII into punycode with its own encoder, which differs from IDNA's: `straße`
 * stays `xn--strae-oqa`, not `strasse`), resolved here (A and AAAA records), every address is
 * checked, and the transport is told to connect to the first one: cURL through CURLOPT_RESOLVE
 * (the `http_api_curl` action), PHP streams by rewriting the socket address (the
 * `requests-fsockopen.remote_socket` action). The request keeps its host name, so TLS is still
 * verified against the name. A name that answers differently a moment later (DNS rebinding) is
 * therefore never asked again. The pin fails closed: when the transport is handed another
 * host or port than the one pinned, goes through a proxy, or is neither cURL nor streams, the
 * request is refused before any connection.
 *
 * Site-owner-configured API hosts (the Stripe API base) do not go through here. An API whose
 * host comes from what the site owner typed (Mailchimp's data center, from the API key) does:
 * its requests may carry headers and a body, and use a method that writes (PUT, POST, PATCH,
 * DELETE; such an answer is never cached and its redirects are not followed).
 *
 * @package Blockpack
 */

namespace Blockpack;

defined( 'ABSPATH' ) || exit;

/**
 * The transport a request gets when the guarded fetch's pin would not apply: it refuses, so
 * nothing connects.
 */
class Refusing_Transport implements \WpOrg\Requests\Transport {

	/**
	 * Refuses a request.
	 *
	 * @param string       $url     The address.
	 * @param array        $headers Headers.
	 * @param string|array $data    The body.
	 * @param array        $options Options.
	 * @throws \WpOrg\Requests\Exception Always.
	 */
	public function request( $url, $headers = array(), $data = array(), $options = array() ) {
		throw new \WpOrg\Requests\Exception( 'The address is not pinned.', 'blockpack_fetch_unpinned' );
	}

	/**
	 * Refuses several requests.
	 *
	 * @param array $requests The requests.
	 * @param array $options  Options.
	 * @throws \WpOrg\Requests\Exception Always.
	 */
	public function request_multiple( $requests, $options ) {
		throw new \WpOrg\Requests\Exception( 'The address is not pinned.', 'blockpack_fetch_unpinned' );
	}

	/**
	 * Never chosen by the library itself.
	 *
	 * @param array $capabilities Ignored.
	 * @return bool
	 */
	public static function test( $capabilities = array() ) {
		return false;
	}
}

/**
 * The guarded fetch.
 */
class Guarded_Fetch {

	/** Response bytes read by default. */
	const MAX_BYTES = 65536;

	/** Redirects followed by default. */
	const MAX_HOPS = 5;

	/** Transient prefix of cached answers. */
	const CACHE_PREFIX = 'blockpack_fetch_';

	/**
	 * Fetches an address, following redirects itself.
	 *
	 * @param string $url  An absolute http(s) address.
	 * @param array  $args `method` (GET or HEAD; a HEAD answered 405 is asked again with GET;
	 *                     PUT, POST, PATCH and DELETE are sent once, never cached, their
	 *                     redirects returned as they are), `max_bytes` (default 64 KB),
	 *                     `max_hops` (default 5), `cache` (seconds, default one hour; 0 for
	 *                     none), `timeout` (seconds, default 10), `user_agent` (default
	 *                     WordPress's; an outside service may ask that its callers name
	 *                     themselves), `headers` (more request headers, such as an
	 *                     Authorization; part of the cache key), `body` (a string, sent as is).
	 * @return array|\WP_Error `{ url, status, headers, body }` of the last answer (url is the
	 *                         address that gave it), or an error: `blockpack_fetch_refused`
	 *                         (with `reason`), `blockpack_fetch_failed`,
	 *                         `blockpack_fetch_too_many_redirects`, `blockpack_fetch_bad_redirect`.
	 */
	public static function request( $url, array $args = array() ) {
		$args = wp_parse_args(
			$args,
			array(
				'method'     => 'GET',
				'max_bytes'  => self::MAX_BYTES,
				'max_hops'   => self::MAX_HOPS,
				'cache'      => HOUR_IN_SECONDS,
				'timeout'    => 10,
				'user_agent' => '',
				'headers'    => array(),
				'body'       => null,
			)
		);
		$method    = strtoupper( (string) $args['method'] );
		$writes    = in_array( $method, array( 'PUT', 'POST', 'PATCH', 'DELETE' ), true );
		$method    = $writes || 'HEAD' === $method ? $method : 'GET';
		$max_bytes = max( 1, (int) $args['max_bytes'] );
		$max_hops  = $writes ? 0 : max( 0, (int) $args['max_hops'] );
		$ttl       = $writes ? 0 : max( 0, (int) $args['cache'] );
		$extra     = array(
			'agent'   => is_string( $args['user_agent'] ) ? $args['user_agent'] : '',
			'headers' => is_array( $args['headers'] ) ? $args['headers'] : array(),
			'body'    => is_string( $args['body'] ) ? $args['body'] : null,
		);

		$cache_key = self::CACHE_PREFIX . md5( wp_json_encode( array( $method, $url, $max_bytes, $max_hops, $extra['headers'] ) ) );
		if ( $ttl > 0 ) {
			$cached = get_transient( $cache_key );
			if ( is_array( $cached ) && isset( $cached['url'], $cached['status'] ) ) {
				return $cached;
			}
		}

		$current = (string) $url;
		for ( $hop = 0; $hop <= $max_hops; $hop++ ) {
			$answer = self::request_once( $current, $method, $max_bytes, (float) $args['timeout'], $extra );
			if ( is_wp_error( $answer ) ) {
				return $answer;
			}
			if ( 'HEAD' === $method && 405 === $answer['status'] ) {
				// Some servers refuse HEAD: ask this hop again with GET.
				$answer = self::request_once( $current, 'GET', $max_bytes, (float) $args['timeout'], $extra );
				if ( is_wp_error( $answer ) ) {
					return $answer;
				}
			}
			$location = isset( $answer['headers']['location'] ) ? $answer['headers']['location'] : '';
			if ( $writes || ! in_array( $answer['status'], array( 301, 302, 303, 307, 308 ), true ) || '' === $location ) {
				if ( $ttl > 0 ) {
					set_transient( $cache_key, $answer, $ttl );
				}
				return $answer;
			}
			$next = \WP_Http::make_absolute_url( $location, $current );
			if ( ! \Blockpack\Validation\is_http_url( $next ) ) {
				return new \WP_Error(
					'blockpack_fetch_bad_redirect',
					__( 'The address redirects somewhere that is not a web page.', 'blockpack' )
				);
			}
			$current = $next;
		}
		return new \WP_Error(
			'blockpack_fetch_too_many_redirects',
			__( 'The address redirects too many times.', 'blockpack' )
		);
	}

	/**
	 * One request, without following redirects, to the checked and pinned address.
	 *
	 * @param string $url       The address.
	 * @param string $method    GET or HEAD.
	 * @param int    $max_bytes The most body bytes read.
	 * @param float  $timeout   Seconds.
	 * @param array  $extra     `agent` (the User-Agent, or '' for WordPress's), `headers`, `body`
	 *                          (null for none).
	 * @return array|\WP_Error
	 */
	private static function request_once( $url, $method, $max_bytes, $timeout, $extra ) {
		$target = self::check_url( $url );
		if ( is_wp_error( $target ) ) {
			return $target;
		}
		$host = $target['host'];
		$port = $target['port'];
		$ip   = $target['ip'];

		// Only this request runs between add_action() and remove_action() below. `checked`: the
		// transport was handed the address pinned; `pinned`: the transport applied the pin.
		$state           = array(
			'checked' => false,
			'pinned'  => false,
		);
		$check_transport = function ( $to_url, $headers, $data, $type, &$options ) use ( $host, $port, &$state ) {
			$state['checked'] = self::is_pinned_transport( $to_url, $options, $host, $port );
			if ( ! $state['checked'] ) {
				// Fail closed: no transport that could connect gets this request.
				$options['transport'] = new Refusing_Transport();
			}
		};
		$pin_curl        = function ( $handle ) use ( $host, $port, $ip, &$state ) {
			if ( ! $state['checked'] ) {
				// Not the request checked: no protocol is allowed, so cURL connects nowhere.
				curl_setopt( $handle, CURLOPT_PROTOCOLS, 0 );
				return;
			}
			$address = false === strpos( $ip, ':' ) ? $ip : '[' . $ip . ']';
			$pins    = array();
			// A name written with its final dot is pinned with and without it.
			foreach ( array_unique( array( $host, rtrim( $host, '.' ) ) ) as $name ) {
				$pins[] = $name . ':' . $port . ':' . $address;
			}
			curl_setopt( $handle, CURLOPT_RESOLVE, $pins );
			$state['pinned'] = true;
		};
		// cURL says where it connected: anything but the pinned address fails the request.
		$connected  = '';
		$check_curl = function ( $headers, $info ) use ( &$connected ) {
			if ( is_array( $info ) && isset( $info['primary_ip'] ) ) {
				$connected = (string) $info['primary_ip'];
			}
		};
		$pin_socket = function ( &$remote_socket ) use ( $host, $port, $ip, &$state ) {
			foreach ( array( 'tcp://', 'ssl://' ) as $scheme ) {
				if ( $state['checked'] && strtolower( $remote_socket ) === $scheme . strtolower( $host ) . ':' . $port ) {
					$remote_socket   = $scheme . ( false === strpos( $ip, ':' ) ? $ip : '[' . $ip . ']' ) . ':' . $port;
					$state['pinned'] = true;
					return;
				}
			}
			// Not the address checked: a socket address no stream can open.
			$remote_socket = 'blockpack-unpinned://';
		};
		// Last: what the transport is handed, after every other plugin's change.
		add_action( 'requests-requests.before_request', $check_transport, PHP_INT_MAX, 5 );
		add_action( 'http_api_curl', $pin_curl, PHP_INT_MAX, 1 );
		add_action( 'requests-curl.after_request', $check_curl, 10, 2 );
		add_action( 'requests-fsockopen.remote_socket', $pin_socket, PHP_INT_MAX, 1 );
		$request_args = array(
			'method'              => $method,
			'redirection'         => 0,
			'timeout'             => $timeout,
			'limit_response_size' => $max_bytes,
			// Checked here, more strictly; WordPress's own check would resolve the name again.
			'reject_unsafe_urls'  => false,
			// What the transport is told to connect to (read by tests at `pre_http_request`).
			'blockpack_pinned_ip' => $ip,
		);
		if ( '' !== $extra['agent'] ) {
			$request_args['user-agent'] = $extra['agent'];
		}
		if ( $extra['headers'] ) {
			$request_args['headers'] = $extra['headers'];
		}
		if ( null !== $extra['body'] ) {
			$request_args['body'] = $extra['body'];
		}
		$response = wp_remote_request( $url, $request_args );
		remove_action( 'requests-requests.before_request', $check_transport, PHP_INT_MAX );
		remove_action( 'http_api_curl', $pin_curl, PHP_INT_MAX );
		remove_action( 'requests-curl.after_request', $check_curl, 10 );
		remove_action( 'requests-fsockopen.remote_socket', $pin_socket, PHP_INT_MAX );

		// A transport was handed the request but applied no pin: its answer is not used.
		$unpinned = $state['checked'] && ! $state['pinned'];
		if ( is_wp_error( $response ) || $unpinned || ( '' !== $connected && inet_pton( $connected ) !== inet_pton( $ip ) ) ) {
			return new \WP_Error(
				'blockpack_fetch_failed',
				__( 'The address could not be reached.', 'blockpack' )
			);
		}
		$headers = array();
		foreach ( array( 'location', 'content-type' ) as $name ) {
			$value = wp_remote_retrieve_header( $response, $name );
			if ( is_array( $value ) ) {
				$value = end( $value );
			}
			if ( is_string( $value ) && '' !== $value ) {
				$headers[ $name ] = $value;
			}
		}
		return array(
			'url'     => $url,
			'status'  => (int) wp_remote_retrieve_response_code( $response ),
			'headers' => $headers,
			'body'    => substr( (string) wp_remote_retrieve_body( $response ), 0, $max_bytes ),
		);
	}

	/**
	 * Whether the request the transport was handed (at `requests.before_request`, after every
	 * change) goes where the pin applies: the checked host and port, no proxy, and cURL or
	 * streams (the transports the pin knows).
	 *
	 * @param string $url     The address as the transport will use it.
	 * @param array  $options The Requests options.
	 * @param string $host    The pinned host.
	 * @param int    $port    The pinned port.
	 * @return bool
	 */
	private static function is_pinned_transport( $url, $options, $host, $port ) {
		$parts = wp_parse_url( (string) $url );
		if ( ! is_array( $parts ) || ! isset( $parts['host'], $parts['scheme'] ) ) {
			return false;
		}
		$to_port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === strtolower( $parts['scheme'] ) ? 443 : 80 );
		if ( strtolower( $parts['host'] ) !== strtolower( $host ) || $to_port !== (int) $port ) {
			return false;
		}
		if ( ! empty( $options['proxy'] ) ) {
			return false;
		}
		$transport = empty( $options['transport'] ) ? '' : $options['transport'];
		$transport = is_object( $transport ) ? get_class( $transport ) : ltrim( (string) $transport, '\\' );
		return in_array( $transport, array( '', 'WpOrg\\Requests\\Transport\\Curl', 'WpOrg\\Requests\\Transport\\Fsockopen' ), true );
	}

	/**
	 * The host of an address as WordPress's HTTP library sends it to the transport: lower-case
	 * ASCII letters, and labels outside ASCII in punycode by the library's own encoder
	 * (Requests' IdnaEncoder, which does not map characters as IDNA does).
	 *
	 * @param string $host A host as in a URL.
	 * @return string The host, or '' when the library could not encode it.
	 */
	public static function transport_host( $host ) {
		$host = strtr( (string) $host, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz' );
		if ( ! preg_match( '/[^\x00-\x7f]/', $host ) ) {
			return $host;
		}
		try {
			return \WpOrg\Requests\IdnaEncoder::encode( $host );
		} catch ( \Exception $e ) {
			return '';
		}
	}

	/**
	 * Checks an address and picks the IP to connect to.
	 *
	 * @param string $url The address.
	 * @return array|\WP_Error `{ host, port, ip }` (host as the transport will ask for it), or
	 *                         `blockpack_fetch_refused`.
	 */
	public static function check_url( $url ) {
		if ( ! \Blockpack\Validation\is_http_url( $url ) ) {
			return self::refused( 'scheme' );
		}
		$parts = wp_parse_url( $url );
		if ( isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return self::refused( 'credentials' );
		}
		$host = self::transport_host( $parts['host'] );
		if ( '' === $host || self::transport_host( ( new \WpOrg\Requests\Iri( $url ) )->ihost ) !== $host ) {
			// The library would send another host than the one read here.
			return self::refused( 'invalid-host' );
		}
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === strtolower( $parts['scheme'] ) ? 443 : 80 );
		/** This filter is documented in wp-includes/http.php (wp_http_validate_url()). */
		$ports = (array) apply_filters( 'http_allowed_safe_ports', array( 80, 443, 8080 ), $host, $url );
		if ( ! in_array( $port, array_map( 'intval', $ports ), true ) ) {
			return self::refused( 'port' );
		}
		$verdict = self::classify_host( $host, $port );
		if ( '' !== $verdict['reason'] ) {
			return self::refused( $verdict['reason'] );
		}
		return array(
			'host' => $host,
			'port' => $port,
			'ip'   => $verdict['ip'],
		);
	}

	/**
	 * Classifies a URL host: an IP literal is checked as it is, a name is resolved once and
	 * every address it has is checked.
	 *
	 * @param string $host The host as in the URL (IPv6 in brackets).
	 * @param int    $port The port (passed to the allow filter).
	 * @return array `{ reason, ip }`: reason '' and the IP to connect to when allowed, else
	 *               the reason (such as `loopback`, `private`, `numeric-host`, `unresolved`).
	 */
	public static function classify_host( $host, $port = 80 ) {
		$host = strtolower( trim( (string) $host ) );
		if ( '' !== $host && '.' === substr( $host, -1 ) ) {
			$host = substr( $host, 0, -1 );
		}
		if ( '' === $host ) {
			return array(
				'reason' => 'invalid-host',
				'ip'     => '',
			);
		}
		if ( '[' === $host[0] ) {
			$literal = substr( $host, 1, -1 );
			if ( ']' !== substr( $host, -1 ) || false === filter_var( $literal, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
				return array(
					'reason' => 'invalid-host',
					'ip'     => '',
				);
			}
			$ips = array( $literal );
		} elseif ( preg_match( '/^(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){3}$/', $host ) && false !== filter_var( $host, FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) ) {
			$ips = array( $host );
		} else {
			$labels = explode( '.', $host );
			if ( preg_match( '/^(?:0x[0-9a-f]*|\d+)$/i', (string) end( $labels ) ) ) {
				// A host ending in a number is read as an IPv4 address by browsers and resolvers:
				// decimal (2130706433), octal (0177.0.0.1), hexadecimal (0x7f.1) or short (127.1).
				return array(
					'reason' => 'numeric-host',
					'ip'     => '',
				);
			}
			// The name the transport will ask for (not IDNA's, which maps some characters).
			$host = self::transport_host( $host );
			if ( ! preg_match( '/^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/', $host ) ) {
				return array(
					'reason' => 'invalid-host',
					'ip'     => '',
				);
			}
			$ips = self::resolve( $host );
			if ( ! $ips ) {
				return array(
					'reason' => 'unresolved',
					'ip'     => '',
				);
			}
		}
		foreach ( $ips as $ip ) {
			$reason = self::classify_ip( $ip );
			/**
			 * Filters whether a non-public address may be fetched anyway (for example a site's
			 * own intranet service). Default false.
			 *
			 * @param bool   $allowed Whether to allow it.
			 * @param string $ip      The address.
			 * @param string $host    The host it was resolved from (or the literal).
			 * @param int    $port    The port.
			 */
			if ( '' !== $reason && ! apply_filters( 'blockpack_guarded_fetch_allow_address', false, $ip, $host, (int) $port ) ) {
				return array(
					'reason' => $reason,
					'ip'     => '',
				);
			}
		}
		return array(
			'reason' => '',
			'ip'     => $ips[0],
		);
	}

	/**
	 * The addresses of a name, resolved once: its A and its AAAA records, every one checked.
	 *
	 * @param string $host A host name.
	 * @return string[]
	 */
	private static function resolve( $host ) {
		/**
		 * Short-circuits the name lookup (tests answer from a table): return a list of IP
		 * addresses, or null to ask the system's resolver.
		 *
		 * @param string[]|null $ips  The addresses.
		 * @param string        $host The name.
		 */
		$ips = apply_filters( 'blockpack_guarded_fetch_resolve', null, $host );
		if ( null === $ips ) {
			$ips = gethostbynamel( $host );
			$ips = is_array( $ips ) ? $ips : array();
			if ( function_exists( 'dns_get_record' ) ) {
				// IPv4 first (connected to first); a transport that resolved the name itself
				// could pick either family, so both are checked.
				$records = @dns_get_record( $host, DNS_AAAA ); // Silenced: a failed lookup warns.
				foreach ( is_array( $records ) ? $records : array() as $record ) {
					if ( isset( $record['ipv6'] ) ) {
						$ips[] = $record['ipv6'];
					}
				}
			}
		}
		$valid = array();
		foreach ( is_array( $ips ) ? $ips : array() as $ip ) {
			if ( is_string( $ip ) && false !== filter_var( $ip, FILTER_VALIDATE_IP ) ) {
				$valid[] = $ip;
			}
		}
		return $valid;
	}

	/**
	 * Why an IP address may not be fetched, or '' when it is a public unicast address.
	 *
	 * @param string $ip An IPv4 or IPv6 address.
	 * @return string `loopback`, `private`, `link-local`, `shared`, `benchmark`, `unique-local`,
	 *                `multicast`, `unspecified`, `broadcast`, `ipv4-mapped`, `ipv4-embedded`,
	 *                `reserved`, `documentation`, `invalid`, or ''.
	 */
	public static function classify_ip( $ip ) {
		$packed = @inet_pton( (string) $ip ); // Silenced: an invalid address warns.
		if ( false === $packed ) {
			return 'invalid';
		}
		if ( 4 === strlen( $packed ) ) {
			return self::classify_ipv4( $packed );
		}
		$ranges = array(
			array( '::', 128, 'unspecified' ),
			array( '::1', 128, 'loopback' ),
			array( '::ffff:0:0', 96, 'ipv4-mapped' ),
			array( '::', 96, 'ipv4-embedded' ), // IPv4-compatible (deprecated).
			array( '64:ff9b::', 96, 'ipv4-embedded' ), // NAT64.
			array( '64:ff9b:1::', 48, 'ipv4-embedded' ), // Local-use NAT64.
			array( '2002::', 16, 'ipv4-embedded' ), // 6to4.
			array( '2001::', 32, 'ipv4-embedded' ), // Teredo.
			array( '2001:db8::', 32, 'documentation' ),
			array( '100::', 64, 'reserved' ), // Discard-only.
			array( '2001::', 23, 'reserved' ), // IETF protocol assignments.
			array( 'fc00::', 7, 'unique-local' ),
			array( 'fe80::', 10, 'link-local' ),
			array( 'fec0::', 10, 'reserved' ), // Site-local (deprecated).
			array( 'ff00::', 8, 'multicast' ),
		);
		foreach ( $ranges as $range ) {
			if ( self::in_range( $packed, inet_pton( $range[0] ), $range[1] ) ) {
				return $range[2];
			}
		}
		// Only global unicast (2000::/3) is public.
		return self::in_range( $packed, inet_pton( '2000::' ), 3 ) ? '' : 'reserved';
	}

	/**
	 * Why an IPv4 address may not be fetched, or ''.
	 *
	 * @param string $packed Four bytes.
	 * @return string
	 */
	private static function classify_ipv4( $packed ) {
		$ranges = array(
			array( '0.0.0.0', 32, 'unspecified' ),
			array( '255.255.255.255', 32, 'broadcast' ),
			array( '0.0.0.0', 8, 'reserved' ), // "This network".
			array( '127.0.0.0', 8, 'loopback' ),
			array( '10.0.0.0', 8, 'private' ),
			array( '172.16.0.0', 12, 'private' ),
			array( '192.168.0.0', 16, 'private' ),
			array( '169.254.0.0', 16, 'link-local' ),
			array( '100.64.0.0', 10, 'shared' ),
			array( '198.18.0.0', 15, 'benchmark' ),
			array( '192.0.0.0', 24, 'reserved' ), // IETF protocol assignments.
			array( '192.0.2.0', 24, 'documentation' ),
			array( '198.51.100.0', 24, 'documentation' ),
			array( '203.0.113.0', 24, 'documentation' ),
			array( '192.88.99.0', 24, 'reserved' ), // 6to4 relay anycast (deprecated).
			array( '224.0.0.0', 4, 'multicast' ),
			array( '240.0.0.0', 4, 'reserved' ),
		);
		foreach ( $ranges as $range ) {
			if ( self::in_range( $packed, inet_pton( $range[0] ), $range[1] ) ) {
				return $range[2];
			}
		}
		return '';
	}

	/**
	 * Whether a packed address lies in a packed network of a prefix length.
	 *
	 * @param string $packed  The address.
	 * @param string $network The network (same family).
	 * @param int    $bits    The prefix length.
	 * @return bool
	 */
	private static function in_range( $packed, $network, $bits ) {
		if ( strlen( $packed ) !== strlen( $network ) ) {
			return false;
		}
		$bytes = intdiv( $bits, 8 );
		if ( substr( $packed, 0, $bytes ) !== substr( $network, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $packed[ $bytes ] ) & $mask ) === ( ord( $network[ $bytes ] ) & $mask );
	}

	/**
	 * A refusal.
	 *
	 * @param string $reason Why.
	 * @return \WP_Error
	 */
	private static function refused( $reason ) {
		return new \WP_Error(
			'blockpack_fetch_refused',
			__( 'The address is not on the public internet.', 'blockpack' ),
			array( 'reason' => $reason )
		);
	}
}
