<?php
/**
 * Contact Form: loads the form's server side from php/contact-form/ (rendering, submissions,
 * feedback storage and admin, mail, spam checks, the CRM and plugin REST routes, editor data).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

foreach ( (array) glob( BLOCKPACK_DIR . '/php/contact-form/*.php' ) as $blockpack_contact_form_file ) {
	require_once $blockpack_contact_form_file;
}
unset( $blockpack_contact_form_file );
