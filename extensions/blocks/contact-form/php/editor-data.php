<?php
/**
 * Contact Form: the data the form's editor starts with (`window.blockpackEditor.contactForm`): the
 * default recipient (the post author's address, for users who may see it), the site title for
 * the default subject, and what the current user may do with plugins (for the CRM and newsletter
 * panels).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

/**
 * The post author's address, as the form's default recipient, for the users who may see it: the
 * author themself, and users who may list or edit users (WordPress shows them every address,
 * on Users). Anyone else (an editor opening another author's post) gets '': the form is saved
 * without a recipient and the server sends to the author at submit time (mail_recipients()).
 *
 * @param \WP_Post|null $post The post being edited.
 * @return string
 */
function default_recipient( $post ) {
	if ( ! $post instanceof \WP_Post || ! current_user_can( 'edit_post', $post->ID ) ) {
		return '';
	}
	$author = get_userdata( (int) $post->post_author );
	if ( ! $author ) {
		$author = wp_get_current_user();
	}
	if ( ! $author || ! $author->exists() ) {
		return '';
	}
	$may_see = get_current_user_id() === (int) $author->ID
		|| current_user_can( 'list_users' )
		|| current_user_can( 'edit_user', $author->ID );
	return $may_see ? (string) $author->user_email : '';
}

/**
 * The editor data for the post being edited.
 *
 * @param \WP_Post|null $post The post being edited.
 * @return array{authorEmail: string, siteTitle: string, canInstallPlugins: bool, canActivatePlugins: bool}
 */
function editor_data( $post ) {
	return array(
		'authorEmail'        => default_recipient( $post ),
		'siteTitle'          => html_entity_decode( get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ),
		'canInstallPlugins'  => current_user_can( 'install_plugins' ),
		'canActivatePlugins' => current_user_can( 'activate_plugins' ),
	);
}

/**
 * Adds the form's section (`contactForm`) to the editor data (`window.blockpackEditor`).
 *
 * @param array         $data The editor data.
 * @param \WP_Post|null $post The post being edited.
 * @return array
 */
function add_editor_data( $data, $post ) {
	$data['contactForm'] = editor_data( $post );
	return $data;
}
add_filter( 'blockpack_editor_data', __NAMESPACE__ . '\add_editor_data', 10, 2 );
