/**
 * The lines of a formatted address, with the classes visitors' schema.org markup is added to.
 */
import type { AddressFields } from './address';

export default function AddressLines( { fields }: { fields: AddressFields } ) {
	const {
		address,
		addressLine2,
		addressLine3,
		city,
		region,
		postal,
		country,
	} = fields;
	const regionOrPostal = !! ( region || postal );
	return (
		<>
			{ address && (
				<div className="jetpack-address__address jetpack-address__address1">
					{ address }
				</div>
			) }
			{ addressLine2 && (
				<div className="jetpack-address__address jetpack-address__address2">
					{ addressLine2 }
				</div>
			) }
			{ addressLine3 && (
				<div className="jetpack-address__address jetpack-address__address3">
					{ addressLine3 }
				</div>
			) }
			{ city && ! regionOrPostal && (
				<div className="jetpack-address__city">{ city }</div>
			) }
			{ regionOrPostal && (
				<div>
					{ city && (
						<>
							<span className="jetpack-address__city">
								{ city }
							</span>
							{ ', ' }
						</>
					) }
					<span className="jetpack-address__region">{ region }</span>{ ' ' }
					<span className="jetpack-address__postal">{ postal }</span>
				</div>
			) }
			{ country && (
				<div className="jetpack-address__country">{ country }</div>
			) }
		</>
	);
}
