# Sourced by the service entrypoint. <NAME>_FILE names a file whose content becomes <NAME> (Docker
# and Kubernetes secrets, and the keys the compose try-out generates). Setting both is refused.
for name in $(env | sed -n 's/^\([A-Z][A-Z0-9_]*\)_FILE=.*/\1/p'); do
  eval "file=\${${name}_FILE}"
  eval "already=\${${name}:-}"
  if [ -n "$already" ]; then
    echo "${name} and ${name}_FILE are both set; set only one" >&2
    exit 1
  fi
  if [ ! -r "$file" ]; then
    echo "${name}_FILE: cannot read ${file}" >&2
    exit 1
  fi
  eval "${name}=\$(cat \"\$file\")"
  export "${name?}"
done
