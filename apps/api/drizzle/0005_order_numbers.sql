-- Order numbers: 'HZ' + this sequence. A sequence never hands one value out twice, even across rolled-back
-- transactions, so numbers are unique without a lock (gaps are fine).
CREATE SEQUENCE IF NOT EXISTS "order_number_seq" START WITH 100001;
