#!/usr/bin/env bash
# Writes envelopeVectors.json: the envelope's known answers, made by the OpenSSL command
# line, which every implementation of the envelope is tested against (the domain's
# crypto-js envelope, its Web Crypto seal, the server's node:crypto one).
#
#   bash packages/domain/src/testing/envelopeVectors.sh > packages/domain/src/testing/envelopeVectors.json
#
# `openssl enc -S <salt>` (OpenSSL 3) writes the ciphertext alone, without the "Salted__"
# header and the salt that crypto-js and `openssl enc` without -S put in front; the
# header is added here, and `openssl enc -d` (which reads it) opens each result again.
# The last vector is openssl's own output with a salt of its choosing, header and all.
set -euo pipefail

# plaintext (JSON as JSON.stringify writes it), secret, salt (16 hex digits)
vectors=(
  '{"email":"designer@runway.test","password":"runway-demo-1"}' 'runway-envelope-secret' '0102030405060708'
  '{"n":1234567890}' 'runway-envelope-secret' 'fafbfcfdfeff0001'
  'null' 's' '0000000000000000'
  '{"name":"Robe en soie é ✓ 漢字 👗"}' 'ünïcode 秘密 🔑' '8899aabbccddeeff'
)

json_string() { node -e 'process.stdout.write(JSON.stringify(process.argv[1]))' "$1"; }

entry() {
  local plaintext=$1 secret=$2 salt=$3 command=$4 ciphertext=$5
  local opened
  opened=$(printf '%s' "$ciphertext" |
    openssl enc -d -aes-256-cbc -md md5 -pass "pass:$secret" -a -A 2>/dev/null)
  [[ "$opened" == "$plaintext" ]] || { echo "openssl does not open its own vector" >&2; exit 1; }
  printf '    {\n      "plaintext": %s,\n      "secret": %s,\n      "salt": "%s",\n      "command": %s,\n      "ciphertext": "%s"\n    }' \
    "$(json_string "$plaintext")" "$(json_string "$secret")" "$salt" "$(json_string "$command")" "$ciphertext"
}

printf '{\n  "about": %s,\n  "vectors": [\n' "$(json_string "The envelope's known answers, made by OpenSSL's command line (envelopeVectors.sh beside this file): base64 of \"Salted__\", the salt and AES-256-CBC with the key and IV of EVP_BytesToKey (MD5, one round) from the secret and the salt.")"
separator=''
for ((i = 0; i < ${#vectors[@]}; i += 3)); do
  plaintext=${vectors[i]} secret=${vectors[i + 1]} salt=${vectors[i + 2]}
  command="printf '%s' '$plaintext' | openssl enc -aes-256-cbc -md md5 -S $salt -pass 'pass:$secret' -a -A, behind base64 of \"Salted__\" and the salt"
  ciphertext=$( {
    printf 'Salted__'
    printf '%s' "$salt" | xxd -r -p
    printf '%s' "$plaintext" | openssl enc -aes-256-cbc -md md5 -S "$salt" -pass "pass:$secret" 2>/dev/null
  } | base64 -w0)
  printf '%s' "$separator"
  entry "$plaintext" "$secret" "$salt" "$command" "$ciphertext"
  separator=$',\n'
done

# openssl's own header, with the salt it picked (read back from the header).
plaintext='[1,2,3,"four",{"five":true}]' secret='runway-envelope-secret'
ciphertext=$(printf '%s' "$plaintext" |
  openssl enc -aes-256-cbc -md md5 -pass "pass:$secret" -a -A 2>/dev/null)
salt=$(printf '%s' "$ciphertext" | base64 -d | head -c 16 | tail -c 8 | xxd -p)
printf '%s' "$separator"
entry "$plaintext" "$secret" "$salt" \
  "printf '%s' '$plaintext' | openssl enc -aes-256-cbc -md md5 -pass 'pass:$secret' -a -A" "$ciphertext"
printf '\n  ]\n}\n'
