# Counts the walk of one tap, as the Reliability article reports it ("How the
# host decides", "The walk of one tap"): from the entry of
# `UIKitRenderer.userTapped(actionAt:of:)` to the legacy delegate's
# `alertView(_:clickedButtonAt:)`, in the debug build of the tests, it steps
# one instruction at a time and counts every call made, the calls into the
# project's own code (functions whose source is under Sources/, compiler
# helpers excluded), the files they are in, and the frames on the stack at the
# delegate's call. Not part of CI; run it after `swift build --build-tests`:
#
#   gdb -q -batch -x .ci/tap-walk.py .build/debug/AlertShimPackageTests.xctest
import gdb

TAPPED = ("$s14AlertShimUIKit0C8RendererC10userTapped33_9D98C5B650CBFECF4634B2B3E5B0B84DLL"
          "8actionAt2ofySi_AA5EntryAELLCtF")
DELEGATE = ("$s16AlertShimTesting06LegacyA20ViewDelegateRecorderC0aB00daeF0AadEP05alertE0_"
            "15clickedButtonAtyAD0daE0C_SitFTW")
TEST = "U4_tap_dismissesFirst_thenHandlerAndLegacyCallbacks_once"

gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("break " + TAPPED)
gdb.execute("run --testing-library swift-testing --filter " + TEST + " > /dev/null 2>&1")
target = int(gdb.parse_and_eval("(long)&'" + DELEGATE + "'"))
arch = gdb.selected_frame().architecture()
calls = 0
own = {}
while int(gdb.parse_and_eval("$pc")) != target:
    is_call = arch.disassemble(int(gdb.parse_and_eval("$pc")))[0]["asm"].startswith("call")
    gdb.execute("stepi", to_string=True)
    if not is_call:
        continue
    calls += 1
    frame = gdb.selected_frame()
    sal = frame.find_sal()
    path = sal.symtab.filename if sal and sal.symtab else ""
    name = frame.name() or ""
    if "/Sources/" in path and not name.startswith("__swift"):
        key = (name, path.split("/Sources/", 1)[1])
        own[key] = own.get(key, 0) + 1
frames = [line for line in gdb.execute("bt", to_string=True).splitlines() if line.startswith("#")]
handler = next(i for i, line in enumerate(frames) if "makeAction" in line)
files = sorted({path for _, path in own})
print("calls made:", calls)
print("calls into the project's code:", sum(own.values()), "in", len(own), "functions")
print("files:", len(files))
for path in files:
    print("  Sources/" + path)
print("frames from the action's handler to the delegate:", handler + 1)
gdb.execute("kill")
