<?php
/**
 * Test-only helpers for the Ad block (never shipped):
 * - the login `blockpack-admin-nohtml` is an administrator without `unfiltered_html` (as every
 *   site administrator of a multisite network, or a site with DISALLOW_UNFILTERED_HTML), for the
 *   settings permission test;
 * - the server-rendered fixtures (blockpack-test/v1/render) see one ad code per format, so that
 *   they show the slot's markup; the site's own setting is not touched.
 *
 * @package Blockpack
 */

add_filter(
	'map_meta_cap',
	function ( $caps, $cap, $user_id ) {
		if ( 'unfiltered_html' !== $cap ) {
			return $caps;
		}
		$user = get_userdata( $user_id );
		if ( $user && 'blockpack-admin-nohtml' === $user->user_login ) {
			return array( 'do_not_allow' );
		}
		return $caps;
	},
	10,
	3
);

add_filter(
	'pre_option_blockpack_wordads_codes',
	function ( $value ) {
		$route = isset( $GLOBALS['wp']->query_vars['rest_route'] ) ? $GLOBALS['wp']->query_vars['rest_route'] : '';
		if ( '/blockpack-test/v1/render' !== $route ) {
			return $value;
		}
		return array(
			'mrec'               => '<!-- test ad: mrec --><span class="test-ad">mrec</span>',
			'leaderboard'        => '<!-- test ad: leaderboard --><span class="test-ad">leaderboard</span>',
			'mobile_leaderboard' => '<!-- test ad: mobile_leaderboard --><span class="test-ad">mobile_leaderboard</span>',
			'wideskyscraper'     => '<!-- test ad: wideskyscraper --><span class="test-ad">wideskyscraper</span>',
		);
	}
);
