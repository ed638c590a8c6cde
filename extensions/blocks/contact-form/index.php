<?php
/**
 * Contact Form: the form's server side, in this block's php/ (rendering, submissions, mail, spam
 * checks, the CRM and plugin REST routes, editor data); the stored responses are a service
 * (php/feedback.php). Also the one render callback of the twelve fields in fields/.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/php/form-definition.php';
require_once __DIR__ . '/php/rendering.php';
require_once __DIR__ . '/php/guard.php';
require_once __DIR__ . '/php/spam.php';
require_once __DIR__ . '/php/mail.php';
require_once __DIR__ . '/php/crm.php';
require_once __DIR__ . '/php/submission.php';
require_once __DIR__ . '/php/plugins-routes.php';
require_once __DIR__ . '/php/editor-data.php';

/**
 * Gives every field block (`jetpack/field-*`, in fields/) the same render callback.
 *
 * @param array  $args Arguments for register_block_type().
 * @param string $slug The block's slug.
 * @return array
 */
function field_block_args( $args, $slug ) {
	if ( '' !== field_type( 'jetpack/' . $slug ) ) {
		$args['render_callback'] = __NAMESPACE__ . '\render_field';
	}
	return $args;
}
add_filter( 'blockpack_register_block_args', __NAMESPACE__ . '\field_block_args', 10, 2 );
