<?php
/**
 * Test-only helpers for stored contact-form responses, mounted by the test harness and never
 * shipped (routes for administrators only):
 * - `POST blockpack-test/v1/feedback-fixture {tag, count, status, daysAgo, email, name}` inserts
 *   responses fast (multi-row SQL; 20,000 in a few seconds), tagged in their slug;
 *   `GET …?tag=` lists them (ID, status, ip, userAgent); `DELETE …?tag=` removes them.
 * - `POST blockpack-test/v1/cron {hook, run}` says when and how often a WP-Cron hook is scheduled
 *   and, with `run`, runs its scheduled event as WP-Cron would.
 * - `POST blockpack-test/v1/privacy {kind, email, page}` calls Blockpack's personal-data exporter
 *   or eraser as registered with WordPress (Tools → Export/Erase Personal Data).
 * - `POST blockpack-test/v1/export-memory {limit}`: the next CSV exports run with PHP's
 *   memory_limit set to `limit` (WordPress's default front-end WP_MEMORY_LIMIT is 40M;
 *   '' for no change); their peak memory is recorded and read with GET.
 *
 * @package Blockpack
 */

/**
 * Inserts tagged responses with direct SQL.
 *
 * @param string $tag      A tag (in each slug).
 * @param int    $count    How many.
 * @param string $status   'publish' or 'spam'.
 * @param int    $days_ago Their age.
 * @param string $email    The email field's value.
 * @param string $name     The name field's value.
 * @return int How many were inserted.
 */
function blockpack_test_insert_feedback( $tag, $count, $status, $days_ago, $email, $name ) {
	global $wpdb;
	$gmt   = gmdate( 'Y-m-d H:i:s', time() - $days_ago * DAY_IN_SECONDS );
	$local = get_date_from_gmt( $gmt );
	$done  = 0;
	while ( $done < $count ) {
		$n      = min( 1000, $count - $done );
		$values = array();
		for ( $i = 0; $i < $n; $i++ ) {
			$k        = $done + $i;
			$values[] = $wpdb->prepare(
				'(0, %s, %s, %s, %s, \'\', %s, \'closed\', \'closed\', %s, %s, %s, \'\', \'\', \'\', 0, \'\', 0, %s, \'\', 0)',
				$local,
				$gmt,
				"Name: {$name} {$k}\nEmail: {$email}\nMessage: Message {$k}",
				"{$name} {$k}",
				$status,
				"blockpack-fixture-{$tag}-{$k}",
				$local,
				$gmt,
				'feedback'
			);
		}
		// Not prepared here: each row is prepared above.
		$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, post_modified, post_modified_gmt, post_content_filtered, to_ping, pinged, post_parent, guid, menu_order, post_type, post_mime_type, comment_count) VALUES " . implode( ',', $values ) );
		$first = (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' );
		$meta  = array();
		for ( $i = 0; $i < $n; $i++ ) {
			$k      = $done + $i;
			$id     = $first + $i;
			$fields = array(
				array(
					'label' => 'Name',
					'type'  => 'name',
					'value' => "{$name} {$k}",
				),
				array(
					'label' => 'Email',
					'type'  => 'email',
					'value' => $email,
				),
				array(
					'label' => 'Message',
					'type'  => 'textarea',
					'value' => "Message {$k}, with \"quotes\"",
				),
			);
			foreach ( array(
				'_blockpack_fields'      => serialize( $fields ),
				'_blockpack_source_url'  => home_url( '/fixture/' ),
				'_blockpack_ip'          => '203.0.113.' . ( $k % 250 ),
				'_blockpack_user_agent'  => 'FixtureBrowser/' . $k,
				'_blockpack_spam_reason' => 'spam' === $status ? 'fixture' : '',
			) as $key => $value ) {
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, $key, $value );
			}
		}
		$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) );
		$done += $n;
	}
	wp_cache_flush();
	return $done;
}

add_filter(
	'admin_post_blockpack_feedback_export',
	function () {
		$limit = (string) get_option( 'blockpack_test_export_memory_limit', '' );
		if ( '' !== $limit ) {
			ini_set( 'memory_limit', $limit );
		}
		register_shutdown_function(
			function () {
				update_option( 'blockpack_test_export_peak', memory_get_peak_usage( true ), false );
			}
		);
	},
	0
);

add_action(
	'rest_api_init',
	function () {
		$admin = function () {
			return current_user_can( 'manage_options' );
		};
		$like  = function ( $tag ) {
			global $wpdb;
			return $wpdb->esc_like( 'blockpack-fixture-' . $tag . '-' ) . '%';
		};
		register_rest_route(
			'blockpack-test/v1',
			'/feedback-fixture',
			array(
				array(
					'methods'             => 'POST',
					'permission_callback' => $admin,
					'args'                => array(
						'tag'     => array(
							'type'     => 'string',
							'pattern'  => '^[a-z0-9]+$',
							'required' => true,
						),
						'count'   => array(
							'type'    => 'integer',
							'minimum' => 1,
							'maximum' => 50000,
							'default' => 1,
						),
						'status'  => array(
							'type'    => 'string',
							'enum'    => array( 'publish', 'spam', 'trash' ),
							'default' => 'publish',
						),
						'daysAgo' => array(
							'type'    => 'integer',
							'minimum' => 0,
							'default' => 0,
						),
						'email'   => array(
							'type'    => 'string',
							'default' => 'fixture@example.org',
						),
						'name'    => array(
							'type'    => 'string',
							'default' => 'Fixture',
						),
					),
					'callback'            => function ( WP_REST_Request $request ) {
						return array(
							'inserted' => blockpack_test_insert_feedback(
								$request['tag'],
								(int) $request['count'],
								$request['status'],
								(int) $request['daysAgo'],
								$request['email'],
								$request['name']
							),
						);
					},
				),
				array(
					'methods'             => 'GET',
					'permission_callback' => $admin,
					'args'                => array(
						'tag' => array(
							'type'     => 'string',
							'required' => true,
						),
					),
					'callback'            => function ( WP_REST_Request $request ) use ( $like ) {
						global $wpdb;
						$rows = $wpdb->get_results(
							$wpdb->prepare(
								"SELECT p.ID, p.post_status, ip.meta_value AS ip, ua.meta_value AS ua FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} ip ON ip.post_id = p.ID AND ip.meta_key = '_blockpack_ip' LEFT JOIN {$wpdb->postmeta} ua ON ua.post_id = p.ID AND ua.meta_key = '_blockpack_user_agent' WHERE p.post_name LIKE %s ORDER BY p.ID",
								$like( $request['tag'] )
							),
							ARRAY_A
						);
						return array_map(
							function ( $row ) {
								return array(
									'ID'        => (int) $row['ID'],
									'status'    => $row['post_status'],
									'ip'        => $row['ip'],
									'userAgent' => $row['ua'],
								);
							},
							$rows
						);
					},
				),
				array(
					'methods'             => 'DELETE',
					'permission_callback' => $admin,
					'args'                => array(
						'tag' => array(
							'type'     => 'string',
							'required' => true,
						),
					),
					'callback'            => function ( WP_REST_Request $request ) use ( $like ) {
						global $wpdb;
						$wpdb->query( $wpdb->prepare( "DELETE m FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_name LIKE %s", $like( $request['tag'] ) ) );
						$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->posts} WHERE post_name LIKE %s", $like( $request['tag'] ) ) );
						wp_cache_flush();
						return array( 'deleted' => (int) $deleted );
					},
				),
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/cron',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'args'                => array(
					'hook' => array(
						'type'     => 'string',
						'required' => true,
					),
					'run'  => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					$hook  = $request['hook'];
					$event = wp_get_scheduled_event( $hook );
					if ( $event && $request['run'] ) {
						do_action_ref_array( $hook, $event->args );
					}
					return array(
						'next'     => $event ? (int) $event->timestamp : null,
						'schedule' => $event ? $event->schedule : null,
						'ran'      => $event && $request['run'],
					);
				},
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/privacy',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'args'                => array(
					'kind'  => array(
						'type'     => 'string',
						'enum'     => array( 'export', 'erase' ),
						'required' => true,
					),
					'email' => array(
						'type'     => 'string',
						'required' => true,
					),
					'page'  => array(
						'type'    => 'integer',
						'minimum' => 1,
						'default' => 1,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					$export = 'export' === $request['kind'];
					$list   = $export ? apply_filters( 'wp_privacy_personal_data_exporters', array() ) : apply_filters( 'wp_privacy_personal_data_erasers', array() );
					$mine   = array_filter(
						$list,
						function ( $entry, $key ) {
							return 0 === strpos( (string) $key, 'blockpack' );
						},
						ARRAY_FILTER_USE_BOTH
					);
					if ( count( $mine ) !== 1 ) {
						return new WP_Error( 'not_registered', 'Blockpack has no ' . $request['kind'] . 'er registered.', array( 'status' => 404 ) );
					}
					$entry = reset( $mine );
					return array(
						'key'    => key( $mine ),
						'name'   => $export ? $entry['exporter_friendly_name'] : $entry['eraser_friendly_name'],
						'result' => call_user_func( $entry['callback'], $request['email'], (int) $request['page'] ),
					);
				},
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/export-memory',
			array(
				array(
					'methods'             => 'POST',
					'permission_callback' => $admin,
					'args'                => array(
						'limit' => array(
							'type'     => 'string',
							'pattern'  => '^([0-9]+M)?$',
							'required' => true,
						),
					),
					'callback'            => function ( WP_REST_Request $request ) {
						update_option( 'blockpack_test_export_memory_limit', $request['limit'], false );
						delete_option( 'blockpack_test_export_peak' );
						return array( 'limit' => $request['limit'] );
					},
				),
				array(
					'methods'             => 'GET',
					'permission_callback' => $admin,
					'args'                => array(),
					'callback'            => function () {
						wp_cache_delete( 'blockpack_test_export_peak', 'options' );
						return array( 'peak' => (int) get_option( 'blockpack_test_export_peak', 0 ) );
					},
				),
			)
		);
	}
);
