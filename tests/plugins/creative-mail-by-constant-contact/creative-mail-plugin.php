<?php
/**
 * Plugin Name: Creative Mail (test fake)
 * Description: A test-only stand-in for the email-marketing plugin: an admin page the editor's "Newsletter Integration" panel links to.
 * Version:     1.6.0
 * Text Domain: creative-mail
 *
 * @package Blockpack
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'admin_menu',
	function () {
		add_menu_page(
			'Creative Mail',
			'Creative Mail',
			'manage_options',
			'creativemail',
			function () {
				echo '<div class="wrap"><h1>Creative Mail</h1><p>Test fake: no campaigns here.</p></div>';
			}
		);
	}
);
