// AisleApp
