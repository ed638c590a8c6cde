<?php
/**
 * External media: what a source is, and the registry of sources. A source is one outside
 * service (Openverse, Pexels, Google Photos: each one file and one class):
 * it lists items, looks one item up by its id (its download address and credit), and reports
 * or removes the current user's connection. The routes (php/routes.php) and the copy
 * (php/copy.php) only talk to sources through this interface.
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/**
 * One outside service pictures are picked from.
 */
interface Source {

	/**
	 * The source's id in the routes (`openverse`, `pexels`).
	 *
	 * @return string
	 */
	public function id();

	/**
	 * Its name in the picker's source menu.
	 *
	 * @return string
	 */
	public function label();

	/**
	 * Whether it can be used now (Pexels: a key is saved). The site setting that turns a source
	 * off is checked by the registry, not here.
	 *
	 * @return bool
	 */
	public function is_usable();

	/**
	 * Whether a value has the form of one of its items' ids.
	 *
	 * @param mixed $id The value.
	 * @return bool
	 */
	public function is_valid_id( $id );

	/**
	 * One page of items.
	 *
	 * @param array $query `search` (string, '' for the service's default), `number` (1–30),
	 *                     `page` (1 or more).
	 * @return array|\WP_Error `{ items: array[], found: int, more: bool }`, each item as item()
	 *                         answers it; or an error of service.php (4xx).
	 */
	public function search( array $query );

	/**
	 * One item, looked up at the service by its id.
	 *
	 * @param string $id The item's id (is_valid_id()).
	 * @return array|\WP_Error `{ id, preview, thumbnail, large, download, width, height, alt,
	 *                         credit: { title, creator, creator_url, license, license_url,
	 *                         landing_url }, notice, notice_text }` (`download`: the service's
	 *                         own address of the image; `notice`: the credit line's HTML as the
	 *                         licence asks, `notice_text` the same in plain text); or an error
	 *                         (`external_media_not_found`, or one of service.php).
	 */
	public function item( $id );

	/**
	 * The current user's connection.
	 *
	 * @return array `{ connected: bool, account: null|{ name } }`.
	 */
	public function connection();

	/**
	 * Removes the current user's connection (a source without one has nothing to remove).
	 *
	 * @return array `{ connected: false }`.
	 */
	public function disconnect();
}

/**
 * A source the site uses with an administrator's settings only (an app's credentials, a key),
 * where no user has an account of their own: connected while it is usable, and nothing to
 * remove on a disconnect.
 */
abstract class Site_Source implements Source {

	/**
	 * Connected while the source is usable; no account.
	 *
	 * @return array `{ connected: bool, account: null }`.
	 */
	public function connection() {
		return array(
			'connected' => $this->is_usable(),
			'account'   => null,
		);
	}

	/**
	 * Nothing to remove: the site's settings are an administrator's, not the user's.
	 *
	 * @return array `{ connected: false }`.
	 */
	public function disconnect() {
		return array( 'connected' => false );
	}
}

/**
 * Every source, by id, in the order of the picker's menu.
 *
 * @return array<string, Source>
 */
function all_sources() {
	static $sources = null;
	if ( null === $sources ) {
		/**
		 * Filters the sources of the external media picker (a source is a
		 * `Blockpack\Extended_Blocks\External_Media\Source`).
		 *
		 * @param Source[] $sources The sources.
		 */
		$list    = apply_filters( 'blockpack_external_media_sources', array( new Openverse(), new Pexels(), new Google_Photos() ) );
		$sources = array();
		foreach ( $list as $source ) {
			if ( $source instanceof Source && preg_match( '/^[a-z_]{1,40}$/', $source->id() ) ) {
				$sources[ $source->id() ] = $source;
			}
		}
	}
	return $sources;
}

/**
 * The option that turns a source on ('1', the default) or off ('0').
 *
 * @param string $id The source's id.
 * @return string
 */
function enabled_option( $id ) {
	return 'blockpack_external_media_' . $id;
}

/**
 * Whether the site owner left a source on.
 *
 * @param string $id The source's id.
 * @return bool
 */
function is_enabled( $id ) {
	return '0' !== (string) get_option( enabled_option( $id ), '1' );
}

/**
 * A source that is on, for a route: the source, or `external_media_disabled` (404).
 *
 * @param string $id The source's id.
 * @return Source|\WP_Error
 */
function enabled_source( $id ) {
	$sources = all_sources();
	if ( ! isset( $sources[ $id ] ) || ! is_enabled( $id ) ) {
		return new \WP_Error(
			'external_media_disabled',
			__( 'This media source is turned off on this site.', 'blockpack' ),
			array( 'status' => 404 )
		);
	}
	return $sources[ $id ];
}

/**
 * A source that is on and usable, for a route that calls the service: the source, or
 * `external_media_disabled` (404) or `authorization_required` (403).
 *
 * @param string $id The source's id.
 * @return Source|\WP_Error
 */
function usable_source( $id ) {
	$source = enabled_source( $id );
	if ( ! is_wp_error( $source ) && ! $source->is_usable() ) {
		return new \WP_Error(
			'authorization_required',
			__( 'This media source needs an API key. An administrator can add it in Settings → Blockpack.', 'blockpack' ),
			array( 'status' => 403 )
		);
	}
	return $source;
}
