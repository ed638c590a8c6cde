<?php
/**
 * Test-only widget area, mounted by the test harness and never shipped. WordPress 6.6's default
 * theme is a block theme without widget areas: this registers one (which also opens
 * Appearance → Widgets) and prints it at the end of a page for visitors when the page is asked
 * for with `?blockpack-test-sidebar=1`, so tests can see widgets as visitors do without changing
 * anyone else's pages.
 *
 * @package Blockpack
 */

add_action(
	'widgets_init',
	function () {
		register_sidebar(
			array(
				'id'            => 'blockpack-test-sidebar',
				'name'          => 'Blockpack test sidebar',
				'before_widget' => '<section id="%1$s" class="widget %2$s">',
				'after_widget'  => '</section>',
				'before_title'  => '<h2 class="widget-title">',
				'after_title'   => '</h2>',
			)
		);
	}
);

add_action(
	'wp_footer',
	function () {
		// No nonce check here: a read-only test switch.
		if ( ! isset( $_GET['blockpack-test-sidebar'] ) || ! is_active_sidebar( 'blockpack-test-sidebar' ) ) {
			return;
		}
		echo '<aside class="blockpack-test-sidebar" aria-label="Blockpack test sidebar">';
		dynamic_sidebar( 'blockpack-test-sidebar' );
		echo '</aside>';
	},
	// Before wp_print_footer_scripts (20), so styles the widgets enqueue are still printed.
	5
);

/*
 * Renders a widget from an instance as it might sit in the database (imported from another
 * site, never passed through the widget's update()), to test escaping at print time.
 */
add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/render-widget',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'id_base'  => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => '^[a-z0-9_-]+$',
					),
					'instance' => array(
						'type'     => 'object',
						'required' => true,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					global $wp_widget_factory;
					$key = $wp_widget_factory->get_widget_key( $request['id_base'] );
					if ( ! $key ) {
						return new WP_Error( 'blockpack_test_no_widget', 'No such widget.', array( 'status' => 404 ) );
					}
					ob_start();
					the_widget( $key, $request['instance'], array( 'before_title' => '<h2>', 'after_title' => '</h2>' ) );
					return array( 'html' => ob_get_clean() );
				},
			)
		);
	}
);
