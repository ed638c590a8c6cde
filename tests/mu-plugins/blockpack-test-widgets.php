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
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A read-only test switch.
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
