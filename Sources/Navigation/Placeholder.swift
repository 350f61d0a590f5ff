// Navigation
