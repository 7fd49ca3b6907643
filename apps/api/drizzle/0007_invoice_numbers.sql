-- Invoice numbers: 'INV-' + this sequence, zero-padded to 6 digits (one business per deployment). A sequence never
-- hands one value out twice, so numbers are unique and increasing without a lock. A rolled-back confirmation
-- leaves a gap; gapless numbering (ZATCA phase 2's invoice counter) would need a counter row locked by the
-- confirming transaction instead.
CREATE SEQUENCE IF NOT EXISTS "invoice_number_seq" START WITH 1;
