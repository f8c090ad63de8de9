"""Special units and systems of 11.0: shock armies, partisans, airborne drops, Axis minor
allies, the Red Navy, the three leaders and air points."""
