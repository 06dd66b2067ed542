ALTER TYPE "public"."card_authentication_purpose" ADD VALUE 'tip';
