import io, subprocess, sys
from generator.games import apply_house_rules
from generator.games.registry import load_all
from generator.model.findings import Findings
from generator.validate.loading import load_project
from generator.rulebook import deferred, produce
from generator.build.recipe import BuildOptions
from pathlib import Path
load_all()
f=Findings()
gid=sys.argv[1]
p=load_project(Path('components'),[gid],f)
g=p.games[gid]; apply_house_rules(g,f)
once=produce(g.components["rulebook"], g, BuildOptions())
real=deferred.Layout.number
def computed_with(layout, value):
    layout.misused=True
    return real(layout, value)
deferred.Layout.number=computed_with
settled=produce(g.components["rulebook"], g, BuildOptions())
def t(d): return subprocess.run(["pdftotext","-layout","-","-"],input=d,capture_output=True).stdout.decode()
open('/tmp/once.txt','w').write(t(once.data)); open('/tmp/settled.txt','w').write(t(settled.data))
print(once.pages, settled.pages)
