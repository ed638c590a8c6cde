<?php
/**
 * Contact Form: the form's server side, in this block's php/ (the stored responses: storage, the
 * Feedback list, CSV export, retention and privacy tools; rendering, submissions, mail, spam
 * checks, the CRM and plugin REST routes, editor data). Also the one render callback of the
 * twelve fields in fields/.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

// The stored responses first: the others use its post type (FEEDBACK_POST_TYPE), some as they load.
require_once __DIR__ . '/php/feedback-storage.php';
require_once __DIR__ . '/php/feedback-admin.php';
require_once __DIR__ . '/php/feedback-export.php';
require_once __DIR__ . '/php/feedback-retention.php';
require_once __DIR__ . '/php/feedback-privacy.php';
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
