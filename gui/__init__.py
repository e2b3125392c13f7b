"""The Qt front end.  It presents the engine and turns gestures into actions."""
